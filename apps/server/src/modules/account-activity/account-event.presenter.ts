import type { AccountEvent } from '@teamboard/shared/account-events';
import type { AccountEventRow } from './account-events.repo';
import { deviceName } from './device-name';

/** An event as the person reads it: the device named, the raw user agent left out. */
export function presentAccountEvent(row: AccountEventRow): AccountEvent {
  return {
    _id: row.id,
    type: row.type,
    ip: row.ip,
    device: deviceName(row.userAgent),
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  };
}
