import { toast } from 'sonner';

/**
 * Copies text and says so in a toast (`copied`); a browser without a clipboard, or refusing
 * access to it, gets an error toast (`failed`) instead.
 */
export function copyToClipboard(
  text: string,
  copied: string,
  failed = 'Could not copy the link',
): void {
  Promise.resolve()
    .then(() => navigator.clipboard.writeText(text))
    .then(
      () => toast.success(copied),
      () => toast.error(failed),
    );
}
