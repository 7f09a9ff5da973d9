import { useState } from 'react';
import { IMAGE_TYPES, imageUrl, MAX_IMAGE_BYTES } from '#domain/back-office/catalog.ts';
import { errorMessage } from '../../../ui/error-message.ts';
import { controlClassName, controlProps, Field } from '../../../ui/form/index.ts';
import { useUploadImage } from './api.ts';
import { useT } from '../../../texts/texts.tsx';

/**
 * A product's image: upload a PNG, JPEG or WebP (checked here for a quick answer, and again by the
 * server, which reads the type from the bytes) or type an address. Shows what the shop will show.
 */
export function ImageField({
  id,
  value,
  onChange,
  problem,
  label,
  alt,
  disabled = false,
}: {
  id: string;
  value: string;
  onChange: (url: string) => void;
  problem: string | undefined;
  /** Default: 'Image'. */
  label?: string;
  /** Default: the product's image. */
  alt?: string;
  /** Read-only (a manager): no upload. */
  disabled?: boolean;
}) {
  const t = useT();
  const upload = useUploadImage();
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setUploadProblem(null);
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return setUploadProblem(t('backOffice.catalog.image.chooseType'));
    if (file.size > MAX_IMAGE_BYTES) return setUploadProblem(t('backOffice.errors.catalog.imageTooLarge'));
    upload.mutate(file, { onSuccess: (result) => onChange(result.url), onError: (e) => setUploadProblem(errorMessage(e)) });
  };

  const message = uploadProblem ?? problem ?? undefined;
  return (
    <Field id={id} label={label ?? t('backOffice.catalog.image.label')} problem={message} hint={t('backOffice.catalog.image.hint')}>
      <div className="flex flex-wrap items-start gap-4">
        <div className="grid h-28 w-28 shrink-0 place-items-center overflow-hidden rounded-xl bg-slate-50 ring-1 ring-slate-200">
          {value ? <img src={value} alt={alt ?? t('backOffice.catalog.image.alt')} className="h-full w-full object-contain" /> : <span className="text-xs text-slate-500">{t('backOffice.catalog.image.none')}</span>}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <input className={controlClassName('admin', message)} maxLength={imageUrl.maxLength ?? undefined} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} {...controlProps(id, message, true)} />
          {!disabled && (
            <label className="inline-flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-ink hover:bg-slate-50">
              {upload.isPending ? t('backOffice.catalog.image.uploading') : t('backOffice.catalog.image.upload')}
              <input type="file" accept={IMAGE_TYPES.join(',')} className="sr-only" aria-label={t('backOffice.catalog.image.upload')} onChange={(e) => choose(e.target.files?.[0])} />
            </label>
          )}
        </div>
      </div>
    </Field>
  );
}
