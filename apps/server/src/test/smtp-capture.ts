import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedEmail {
  to: string[];
  raw: string;
}

export interface Mailbox {
  port: number;
  received: CapturedEmail[];
  /** Waits for an email to `address` containing a link with `pathPart`, and returns that link. */
  waitForLink(address: string, pathPart: string, timeoutMs?: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback: the app sends its emails here, tests read them back.
 * Used by the server's mail tests and by the browser tests.
 */
export async function startMailbox(): Promise<Mailbox> {
  const received: CapturedEmail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;

  return {
    port,
    received,
    async waitForLink(address, pathPart, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      const pattern = new RegExp(`https?://[^\\s"<>]*${pathPart}/[A-Za-z0-9_-]+`);
      while (Date.now() < deadline) {
        for (const email of [...received].reverse()) {
          if (!email.to.includes(address.toLowerCase())) continue;
          const unfolded = email.raw.replace(/=\r?\n/g, '');
          const match = pattern.exec(unfolded);
          if (match) return match[0];
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no email to ${address} with a ${pathPart} link within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
