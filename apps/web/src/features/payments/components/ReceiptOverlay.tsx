import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { useReceipt } from '../api';
import { ReceiptDocument } from './ReceiptDocument';
import './receipt-print.css';

type Props = {
  paymentId: string;
  /** Download Receipt: open the print dialog as soon as the receipt is there. */
  autoPrint: boolean;
  onClose: () => void;
};

/** Full-screen receipt with Print Receipt, Download PDF (both the browser's print) and Close. */
export function ReceiptOverlay({ paymentId, autoPrint, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'payments.receiptOverlay' });
  const receipt = useReceipt(paymentId);
  const printed = useRef(false);
  const ready = receipt.isSuccess;

  useEffect(() => {
    if (!autoPrint || !ready || printed.current) return;
    printed.current = true;
    window.print();
  }, [autoPrint, ready]);

  return (
    <ModalOverlay
      isOpen
      onOpenChange={(open) => open || onClose()}
      data-print-receipt
      className="fixed inset-0 z-50 overflow-y-auto bg-slate-100 print:static print:overflow-visible print:bg-white"
    >
      <Modal>
        <Dialog className="outline-none">
          <div className="sticky top-0 z-10 border-b border-slate-200 bg-white/95 backdrop-blur print:hidden">
            <div className="mx-auto flex max-w-2xl flex-wrap items-center gap-2 px-4 py-3">
              <Heading
                slot="title"
                level={2}
                className="mr-auto basis-full text-lg font-semibold text-slate-900 sm:basis-auto"
              >
                {t('paymentReceipt')}
              </Heading>
              <Button variant="secondary" onClick={() => window.print()} disabled={!ready} className="px-3">
                {t('printReceipt')}
              </Button>
              <Button onClick={() => window.print()} disabled={!ready} className="px-3">
                {t('downloadPdf')}
              </Button>
              <Button variant="ghost" onClick={onClose} aria-label={t('closeReceipt')} className="px-2.5">
                <X />
                <span className="sr-only sm:not-sr-only">{t('close')}</span>
              </Button>
            </div>
            {ready && (
              <p className="mx-auto max-w-2xl px-4 pb-2 text-xs text-slate-500">{t('toDownloadChooseSaveAs')}</p>
            )}
          </div>
          <div className="px-3 py-6 sm:px-4 print:p-0">
            {receipt.isPending && (
              <div role="status" className="flex justify-center py-16 text-violet-600">
                <Spinner className="size-8" />
                <span className="sr-only">{t('loadingReceipt')}</span>
              </div>
            )}
            {receipt.isError && (
              <div role="alert" className="mx-auto max-w-md rounded-2xl bg-white p-8 text-center shadow-sm">
                <p className="text-lg font-semibold text-slate-900">{t('receiptNotFound')}</p>
                <p className="mt-1 text-sm text-slate-500">{t('unableToLoadReceiptData')}</p>
                <Button variant="secondary" onClick={onClose} className="mt-5">
                  {t('close')}
                </Button>
              </div>
            )}
            {receipt.data && <ReceiptDocument receipt={receipt.data} />}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
