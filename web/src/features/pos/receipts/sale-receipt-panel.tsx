import { useState, type FormEvent } from 'react';
import { Mail, MessageCircle } from 'lucide-react';
import { normalizePhone } from '#domain/platform/phone.ts';
import { receiptMoney, whatsappShareUrl } from '#domain/pos/receipt.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/error-message.ts';
import { usePublicConfig } from '../../../ui/shop-identity.ts';
import { useEmailReceipt, useSaleReceipt } from './api.ts';
import { SaleReceiptFrame } from './sale-receipt-frame.tsx';
import { useT } from '../../../texts/texts.tsx';

interface SaleReceiptPanelProps {
  transactionNumber: string;
  /** The member's e-mail, offered as the address to send to. */
  suggestedEmail?: string;
}

/**
 * After 'Transaction Successful!' (decision 015): the receipt as it will print, and the three ways
 * to hand it over — print (one click, 58 or 80 mm), e-mail, WhatsApp with the e-receipt link.
 */
export function SaleReceiptPanel({ transactionNumber, suggestedEmail = '' }: SaleReceiptPanelProps) {
  const t = useT();
  const config = usePublicConfig();
  const receiptsHere = config.data?.receipts === true;
  const receipt = useSaleReceipt(transactionNumber, { enabled: receiptsHere });

  if (config.data && !receiptsHere) {
    return <p className="text-sm text-slate-500">{t('pos.receipt.panel.hosted')}</p>;
  }
  if (receipt.isPending) {
    return (
      <p role="status" className="text-sm text-slate-500">
        {t('pos.receipt.panel.preparing')}
      </p>
    );
  }
  if (receipt.isError || config.isError) {
    return (
      <div role="alert" className="space-y-2 text-sm text-red-700">
        <p>{t('pos.receipt.panel.loadFailed', { message: errorMessage(receipt.error ?? config.error) })}</p>
        <Button variant="outline" size="sm" className="px-4" onClick={() => void (config.isError ? config.refetch() : receipt.refetch())}>
          {t('pos.receipt.panel.tryAgain')}
        </Button>
      </div>
    );
  }

  const data = receipt.data;
  return (
    <SaleReceiptFrame receipt={data}>
      <EmailReceiptForm transactionNumber={transactionNumber} suggestedEmail={suggestedEmail} />
      <WhatsAppShare text={t('pos.receipt.panel.whatsappText', { shop: data.shop.name, order: data.orderName, total: receiptMoney(data.total), url: data.url })} />
      <p className="text-xs text-slate-500">
        {t('pos.receipt.panel.eReceipt')}{' '}
        <a href={data.url} target="_blank" rel="noreferrer" className="break-all text-navy underline">
          {data.url}
        </a>
      </p>
    </SaleReceiptFrame>
  );
}

function EmailReceiptForm({ transactionNumber, suggestedEmail }: { transactionNumber: string; suggestedEmail: string }) {
  const t = useT();
  const [email, setEmail] = useState(suggestedEmail);
  const send = useEmailReceipt(transactionNumber);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ email });
  };
  return (
    <form onSubmit={submit} className="space-y-1.5" noValidate>
      <label htmlFor="receipt-email" className="block text-sm font-medium text-slate-700">
        {t('pos.receipt.panel.emailLabel')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="receipt-email"
          maxLength={254}
          type="email"
          inputMode="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            send.reset();
          }}
          placeholder="name@example.com"
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-navy focus:outline-none"
        />
        <Button type="submit" variant="outline" size="sm" className="inline-flex items-center gap-2 px-4" disabled={send.isPending}>
          <Mail aria-hidden="true" className="h-4 w-4" />
          {send.isPending ? t('pos.receipt.panel.sending') : t('pos.receipt.panel.sendEmail')}
        </Button>
      </div>
      {send.isSuccess && (
        <p role="status" className="text-sm text-green-700">
          {send.data.message}
        </p>
      )}
      {send.isError && (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(send.error)}
        </p>
      )}
    </form>
  );
}

function WhatsAppShare({ text }: { text: string }) {
  const t = useT();
  const [phone, setPhone] = useState('');
  const digits = phone.trim() ? normalizePhone(phone) : null;
  const invalid = phone.trim() !== '' && digits === null;
  return (
    <div className="space-y-1.5">
      <label htmlFor="receipt-whatsapp" className="block text-sm font-medium text-slate-700">
        {t('pos.receipt.panel.whatsapp')} <span className="font-normal text-slate-500">{t('pos.receipt.panel.numberOptional')}</span>
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="receipt-whatsapp"
          maxLength={20}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          placeholder="0812-3456-7890"
          aria-invalid={invalid}
          aria-describedby={invalid ? 'receipt-whatsapp-problem' : undefined}
          className="h-10 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 text-sm focus:border-navy focus:outline-none"
        />
        <a
          href={whatsappShareUrl(text, digits ?? undefined)}
          target="_blank"
          rel="noopener noreferrer"
          aria-disabled={invalid}
          onClick={(event) => invalid && event.preventDefault()}
          className="inline-flex h-10 items-center gap-2 rounded-full border border-green-600 px-4 text-sm font-semibold text-green-700 hover:bg-green-50"
        >
          <MessageCircle aria-hidden="true" className="h-4 w-4" />
          {t('pos.receipt.panel.whatsapp')}
        </a>
      </div>
      {invalid && (
        <p id="receipt-whatsapp-problem" role="alert" className="text-sm text-red-700">
          {t('pos.receipt.panel.badPhone')}
        </p>
      )}
    </div>
  );
}
