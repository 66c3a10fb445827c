import { ACCOUNT_SECTIONS } from '../../features/account/account-sections';
import { SettingsFrame } from './settings-frame';

/** /account/*: a side nav of account sections beside the section's page. */
export function SettingsLayout() {
  return <SettingsFrame title="Account" sections={ACCOUNT_SECTIONS} />;
}
