import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DocumentsResponse, DocumentTypeWithDocuments, WorkerDocument } from '../../../engine/generated/api/documents-response';
import { useDateWriter } from '../dates/use-date-writer';
import { errorLabel, loadErrorLabel, retryHelps } from '../error-label';
import { EmptyState, ErrorState, LoadingState } from '../../ui/status';
import { deleteDocument } from './api/delete-document';
import { getDocumentsQueryOptions, useDocuments } from './api/get-documents';
import { postWorkerDocument, UploadAborted, UploadError } from './api/post-worker-document';
import { insuranceExpiryProblem, type ExpiryProblem } from '../../../engine/rules/document-expiry';
import { calendarDay } from '../../../engine/time/zoned-time';
import { useCityTimeZone } from '../dates/use-city-time-zone';
import { ddMmYyyyToIsoDate } from '../../../engine/validation/dates';
import { formatDateInput } from '../../../engine/forms/date-input';
import { documentProgressPercent } from '../../../engine/rules/document-progress';
import { documentFileProblem, fileSizeLabel, uploadErrorCode, uploadErrorKey, uploadPercent } from './document-upload';
import { fileInputAccept, fileKindsLabelKey, fileKindsOf } from '../../../engine/rules/document-files';
import './document-uploads.css';

/** What one document type's upload is doing. */
export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; percent: number }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed'; fileName: string | null; errorKey: string };

/** The progress bar and the outcome of one upload (W§8 "Failed upload is shown against that document type"). */
export function UploadStatus({ state, describedBy }: { state: UploadState; describedBy: string }) {
  const { t } = useTranslation();
  if (state.kind === 'idle') return <div id={describedBy} />;
  if (state.kind === 'uploading') {
    return (
      <div id={describedBy} className="document-upload__progress">
        <div className="document-upload__progress-head">
          <span className="document-upload__file">{state.fileName}</span>
          <span>{t('DOCUMENT_UPLOAD_PERCENT', { percent: state.percent })}</span>
        </div>
        <progress className="document-upload__bar" max={100} value={state.percent} aria-label={t('DOCUMENT_UPLOADING', { file: state.fileName })}>
          {state.percent}%
        </progress>
      </div>
    );
  }
  if (state.kind === 'done') {
    return (
      <p id={describedBy} className="document-upload__done" role="status">
        {t('DOCUMENT_UPLOAD_DONE', { file: state.fileName })}
      </p>
    );
  }
  return (
    <p id={describedBy} className="document-error" role="alert">
      {state.fileName ? `${state.fileName}: ` : ''}
      {t(state.errorKey)}
    </p>
  );
}

function DocumentFile({ document, locale, today, onRemove, removing }: { document: WorkerDocument; locale: string; today: string; onRemove: () => void; removing: boolean }) {
  const { t } = useTranslation();
  const dates = useDateWriter();
  const name = document.originalName ?? t('DOCUMENT_UNNAMED');
  const expired = document.expiresOn !== null && document.expiresOn < today;
  return (
    <li className="document-file">
      <svg className="document-file__icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
        <path d="M6 3h8l4 4v14H6zM14 3v4h4" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinejoin="round" />
      </svg>
      <a className="document-file__name" href={document.url} target="_blank" rel="noopener noreferrer">
        {name}
      </a>
      <span className="document-file__meta">
        {dates.date(document.createdAt)}
        {` · ${fileSizeLabel(document.size, locale)}`}
      </span>
      {document.expiresOn ? (
        <span className={`document-file__expiry${expired ? ' document-file__expiry--soon' : ''}`}>
          {t(expired ? 'DOCUMENT_EXPIRED_ON' : 'DOCUMENT_VALID_UNTIL', { date: dates.day.date(document.expiresOn) })}
        </span>
      ) : null}
      <button type="button" className="document-file__remove" onClick={onRemove} disabled={removing} aria-label={t('DOCUMENT_REMOVE_LABEL', { file: name })}>
        {t('DOCUMENT_REMOVE')}
      </button>
    </li>
  );
}

/** The message of an expiry date the browser refuses before sending (engine/rules/document-expiry.ts). */
const expiryErrorKey = (problem: ExpiryProblem) => `DOCUMENT_EXPIRY_${problem === 'FORM_ERROR_REQUIRED' ? 'REQUIRED' : problem}`;

interface RowProps {
  type: DocumentTypeWithDocuments;
  workerId: string;
  locale: string;
  today: string;
  Heading: 'h2' | 'h3';
}

function DocumentTypeRow({ type, workerId, locale, today, Heading }: RowProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  // An insurance certificate is sent with its expiry date (W§2 Documents, W§4 insurance popup).
  // The expiry as typed (DD/MM/YYYY); the API takes it as YYYY-MM-DD, and a half-typed date is no date.
  const [expiryText, setExpiryText] = useState('');
  const expiresOn = expiryText === '' ? '' : (ddMmYyyyToIsoDate(expiryText) ?? 'not-a-date');
  const input = useRef<HTMLInputElement>(null);
  const expiryInput = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);
  const ids = {
    title: `document-${type.key}-title`,
    status: `document-${type.key}-status`,
    description: `document-${type.key}-description`,
    expiry: `document-${type.key}-expiry`,
  };
  useEffect(() => () => abort.current?.abort(), []);
  // The files this type takes (region data): offered by the picker, named before it opens.
  const kinds = fileKindsOf(type);

  const remove = useMutation({
    mutationFn: deleteDocument,
    onSuccess: () => {
      // "x is uploaded" no longer describes the list once a file is gone.
      setState({ kind: 'idle' });
      void queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey });
      // A removed insurance certificate changes the worker's insurance expiry (the popup).
      if (type.insurance) void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });

  const upload = async (file: File) => {
    const expiry = type.insurance ? insuranceExpiryProblem(expiresOn, today) : null;
    if (expiry) {
      setState({ kind: 'failed', fileName: file.name, errorKey: expiryErrorKey(expiry) });
      return;
    }
    const problem = documentFileProblem(file, kinds);
    if (problem) {
      setState({ kind: 'failed', fileName: file.name, errorKey: uploadErrorKey(problem, (key) => i18n.exists(key)) });
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'uploading', fileName: file.name, percent: 0 });
    try {
      const uploaded = await postWorkerDocument({
        workerId,
        type: type.key,
        expiresOn: type.insurance ? expiresOn : undefined,
        file,
        signal: controller.signal,
        onProgress: (loaded, total) => setState({ kind: 'uploading', fileName: file.name, percent: uploadPercent(loaded, total) }),
      });
      // The list as the server now has it (a single-file type replaced its old file).
      queryClient.setQueryData<DocumentsResponse>(getDocumentsQueryOptions().queryKey, (current) =>
        current
          ? {
              progress: uploaded.progress,
              documentTypes: current.documentTypes.map((entry) =>
                entry.key === type.key ? { ...entry, documents: entry.multi ? [...entry.documents, uploaded.document] : [uploaded.document] } : entry,
              ),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: getDocumentsQueryOptions().queryKey });
      // The insurance popup reads the new expiry (GET /api/me/popups hangs below ['me']).
      if (type.insurance) void queryClient.invalidateQueries({ queryKey: ['me'] });
      setState({ kind: 'done', fileName: file.name });
      setExpiryText('');
    } catch (error) {
      if (error instanceof UploadAborted) return;
      const code = error instanceof UploadError ? uploadErrorCode(error.status, error.body) : null;
      setState({ kind: 'failed', fileName: file.name, errorKey: uploadErrorKey(code, (key) => i18n.exists(key)) });
    }
  };

  /** For an insurance type, the expiry date is checked before the file picker opens. */
  const pickFile = () => {
    if (type.insurance) {
      const problem = insuranceExpiryProblem(expiresOn, today);
      if (problem) {
        setState({ kind: 'failed', fileName: null, errorKey: expiryErrorKey(problem) });
        expiryInput.current?.focus();
        return;
      }
    }
    input.current?.click();
  };

  const hasFiles = type.documents.length > 0;
  const uploading = state.kind === 'uploading';
  const buttonKey = hasFiles ? (type.multi ? 'DOCUMENT_ADD_ANOTHER' : 'DOCUMENT_REPLACE') : 'DOCUMENT_UPLOAD';
  return (
    <li className="document-type" aria-labelledby={ids.title}>
      <div className="document-type__head">
        <Heading id={ids.title} className="document-type__name">
          {t(type.name)}
        </Heading>
        {hasFiles ? (
          <span className="badge badge--done">{t('DOCUMENT_UPLOADED_BADGE')}</span>
        ) : type.required || type.hasPriority ? (
          <span className="badge badge--required">{t('DOCUMENT_REQUIRED_BADGE')}</span>
        ) : (
          <span className="badge">{t('DOCUMENT_OPTIONAL_BADGE')}</span>
        )}
      </div>
      <p id={ids.description} className="document-type__description">
        {t(type.contentDescription)} <span className="document-type__kinds">{t(fileKindsLabelKey(kinds))}</span>
      </p>
      {hasFiles ? (
        <ul className="document-type__files">
          {type.documents.map((document) => (
            <DocumentFile
              key={document._id}
              document={document}
              locale={locale}
              today={today}
              removing={remove.isPending && remove.variables === document._id}
              onRemove={() => remove.mutate(document._id)}
            />
          ))}
        </ul>
      ) : null}
      {remove.isError ? (
        <p className="document-error" role="alert">
          {errorLabel(remove.error, t, (key) => i18n.exists(key))}
        </p>
      ) : null}
      <UploadStatus state={state} describedBy={ids.status} />
      {type.insurance ? (
        <div className="document-expiry">
          <label className="document-expiry__label" htmlFor={ids.expiry}>
            {t('DOCUMENT_EXPIRY_LABEL')}
          </label>
          {/* Typed as W§9 writes dates (DD/MM/YYYY), not in the browser's own date picker format
              (an English Chromium showed mm/dd/yyyy on an en-GB page: issue 27). */}
          <input
            ref={expiryInput}
            id={ids.expiry}
            className="document-expiry__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            placeholder={t('FORM_DATE_PLACEHOLDER')}
            value={expiryText}
            disabled={uploading}
            aria-describedby={ids.status}
            onChange={(event) => setExpiryText(formatDateInput(event.target.value, expiryText))}
          />
        </div>
      ) : null}
      <div className="document-type__actions">
        {/* The picker is opened by the button: a file input itself cannot be styled or labelled well. */}
        <input
          ref={input}
          className="visually-hidden"
          type="file"
          tabIndex={-1}
          aria-hidden="true"
          accept={fileInputAccept(kinds)}
          disabled={uploading}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file can be picked again after a failure.
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <button
          type="button"
          className="button button--secondary"
          disabled={uploading}
          aria-describedby={`${ids.description} ${ids.status}`}
          onClick={pickFile}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M12 16V4M7 9l5-5 5 5M5 20h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t(buttonKey)}
          <span className="visually-hidden"> ({t(type.name)})</span>
        </button>
        {uploading ? (
          <button type="button" className="document-type__cancel" onClick={() => abort.current?.abort()}>
            {t('DOCUMENT_UPLOAD_CANCEL')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

interface DocumentUploadsProps {
  workerId: string;
  locale: string;
  /** The worker's city time zone: "today" for an insurance expiry date (default: useCityTimeZone). */
  timeZone?: string;
  /** The level of each type's heading: 3 under a card's h2 (almost-there), 2 under a page's h1. */
  typeHeadingLevel?: 2 | 3;
}

/** Upload per document type of the worker's region (W§2 Documents), with progress and per-type errors. */
export function DocumentUploads({ workerId, locale, timeZone, typeHeadingLevel = 3 }: DocumentUploadsProps) {
  const { t, i18n } = useTranslation();
  const documents = useDocuments();
  const cityZone = useCityTimeZone();
  if (documents.isPending) return <LoadingState label={t('DOCUMENTS_LOADING')} />;
  if (documents.isError) {
    return <ErrorState message={loadErrorLabel(documents.error, t, (key) => i18n.exists(key))} retryLabel={t('RETRY')} onRetry={retryHelps(documents.error) ? () => void documents.refetch() : undefined} />;
  }
  const { documentTypes, progress } = documents.data;
  const today = calendarDay(new Date(), timeZone || cityZone);
  if (documentTypes.length === 0) return <EmptyState>{t('DOCUMENTS_EMPTY')}</EmptyState>;
  // Priority documents first (W§2 "required marker for priority documents"), then the region's order.
  const ordered = [...documentTypes].sort((a, b) => Number(b.hasPriority) - Number(a.hasPriority));
  return (
    <>
      {progress.required > 0 ? (
        <div className="documents-progress">
          <p className="documents-progress__text">
            {t('DOCUMENTS_PROGRESS', { done: progress.done, count: progress.required })}
            <span className="documents-progress__percent"> · {t('DOCUMENTS_PROGRESS_PERCENT', { percent: documentProgressPercent(progress) })}</span>
          </p>
          <progress className="documents-progress__bar" max={progress.required} value={progress.done} aria-hidden="true" />
        </div>
      ) : null}
      <p className="document-note">{t('DOCUMENTS_FORMATS')}</p>
      <ul className="document-types">
        {ordered.map((type) => (
          <DocumentTypeRow key={type.key} type={type} workerId={workerId} locale={locale} today={today} Heading={typeHeadingLevel === 2 ? 'h2' : 'h3'} />
        ))}
      </ul>
    </>
  );
}
