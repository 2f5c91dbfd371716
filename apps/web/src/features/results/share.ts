import { i18n } from '../../i18n';
import { toast } from '../../lib/toast';

/**
 * SPEC 2.9 Share: the native share sheet with "I scored X% on {title}!" and the link;
 * without one, the link goes to the clipboard.
 */
export async function shareResult(score: number, title: string, url: string) {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text: i18n.t('results.share.text', { score, title }), url });
      return;
    } catch (error) {
      // The student closed the sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(i18n.t('notice.resultLinkCopied'));
  } catch {
    toast.error(i18n.t('fail.copyLink'));
  }
}
