import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { downloadFile, errorMessage, type FilePath } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import type { ListFilters } from '../../../lib/use-paged-list';

type Props = { path: FilePath; filters?: ListFilters; label?: string };

/** Downloads a CSV export with the filters the list shows (the server streams it and logs it in the audit log). */
export function ExportButton({ path, filters = {}, label }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin' });
  const [pending, setPending] = useState(false);
  async function download() {
    setPending(true);
    try {
      const set = Object.entries(filters).filter(([, value]) => value !== undefined && value !== '');
      const search = new URLSearchParams(set.map(([name, value]) => [name, String(value)])).toString();
      await downloadFile(search ? `${path}?${search}` : path);
    } catch (error) {
      toast.error(errorMessage(error, t('exportFailed')));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button variant="secondary" onClick={download} pending={pending} pendingText={t('exporting')}>
      <Download className="size-4" />
      {label ?? t('exportCsv')}
    </Button>
  );
}
