/**
 * The reporter of what a person does in a measured form (issue 29: sign-up, almost there, student
 * info, bank details), for the drop-off figures ops read. <SchemaForm> calls it (FormActivity); it
 * queues field events, never a value, and sends them in batches to POST /api/form-events every few
 * seconds, at once after a submit, and with navigator.sendBeacon when the page is hidden or left (an
 * abandon). Only when the visitor accepted analytics in the cookie banner (analytics-consent.ts):
 * otherwise every call returns at once and nothing is kept.
 */
import { useEffect, useMemo } from 'react';
import type { ComposedForm } from '../../../engine/forms/compose';
import type { FormEventsBatch, FormFieldEvent } from '../../../engine/generated/api/form-events-batch';
import type { FormActivity } from '../../../engine/react/form-activity';
import { isInsightFormId, type InsightFormId } from '../../../engine/insights/insight-forms';
import { endpointUrl } from '../../../engine/api/endpoint';
import { recordFormEvents } from '../../../engine/api/endpoints/events';
import { callEndpoint } from '../api/call-endpoint';
import { analyticsAllowed, formVisitorKey } from '../analytics-consent';

export const FORM_EVENTS_FLUSH_MS = 4_000;
/** The API's most per batch. */
export const MAX_FORM_EVENTS = 100;
/** Kept while the API is unreachable; older ones are dropped first. */
const MAX_QUEUED = 300;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

export interface FormEventTransport {
  send(batch: FormEventsBatch): Promise<void>;
  /** The page is going: hand the batch to the browser; false when it refused. */
  beacon(batch: FormEventsBatch): boolean;
}

interface Context {
  scope: string;
  formVersion: string;
}

export class FormEventReporter implements FormActivity {
  private queue: FormFieldEvent[] = [];
  private context: Context | null = null;
  private lastFocus: string | undefined;
  private readonly errorsSeen = new Set<string>();
  private readonly answeredSeen = new Set<string>();
  private done = false;
  private touched = false;

  constructor(
    private readonly formId: InsightFormId,
    private readonly transport: FormEventTransport,
    private readonly allowed: () => boolean = analyticsAllowed,
    private readonly visitorKey: () => string | null = formVisitorKey,
  ) {}

  /** The composition shown: another scope (a city chosen) sends what was queued under the previous one first. */
  setContext(context: Context): void {
    if (this.context && (this.context.scope !== context.scope || this.context.formVersion !== context.formVersion)) void this.flush();
    this.context = context;
  }

  focus(field: string): void {
    if (field === this.lastFocus || !NAME.test(field)) return;
    this.lastFocus = field;
    this.push({ type: 'focus', field });
  }

  answered(field: string): void {
    if (this.answeredSeen.has(field) || !NAME.test(field)) return;
    this.answeredSeen.add(field);
    this.push({ type: 'answer', field });
  }

  errorShown(field: string, code: string): void {
    if (this.errorsSeen.has(field) || !CODE.test(code) || (field !== '' && !NAME.test(field))) return;
    this.errorsSeen.add(field);
    this.push({ type: 'error', ...(field ? { field } : {}), code });
  }

  submitted(): void {
    if (!this.push({ type: 'submit' })) return;
    this.done = true;
    void this.flush();
  }

  /** The page is hidden or left: an unfinished visit says where it stopped, and everything goes by beacon. */
  leave(): void {
    if (this.touched && !this.done) this.push({ type: 'abandon', ...(this.lastFocus ? { field: this.lastFocus } : {}) });
    this.flushWithBeacon();
  }

  /** Back on the page after leaving it: a new focus of the same question counts again. */
  resume(): void {
    this.lastFocus = undefined;
  }

  get size(): number {
    return this.queue.length;
  }

  private push(event: Omit<FormFieldEvent, 'at'>): boolean {
    if (!this.context || !this.allowed()) return false;
    this.touched = true;
    this.queue.push({ ...event, at: new Date().toISOString() } as FormFieldEvent);
    if (this.queue.length > MAX_QUEUED) this.queue.splice(0, this.queue.length - MAX_QUEUED);
    return true;
  }

  private nextBatch(): FormEventsBatch | null {
    const visitorKey = this.queue.length > 0 && this.context && this.allowed() ? this.visitorKey() : null;
    if (!visitorKey || !this.context) return null;
    return { visitorKey, formId: this.formId, scope: this.context.scope, formVersion: this.context.formVersion, events: this.queue.slice(0, MAX_FORM_EVENTS) as FormEventsBatch['events'] };
  }

  async flush(): Promise<void> {
    for (let batch = this.nextBatch(); batch; batch = this.nextBatch()) {
      const sent = batch.events.length;
      this.queue.splice(0, sent);
      try {
        await this.transport.send(batch);
      } catch {
        if (this.queue.length + sent <= MAX_QUEUED) this.queue.unshift(...batch.events);
        return;
      }
    }
  }

  flushWithBeacon(): void {
    for (let batch = this.nextBatch(); batch; batch = this.nextBatch()) {
      if (!this.transport.beacon(batch)) return;
      this.queue.splice(0, batch.events.length);
    }
  }
}

const FORM_EVENTS_URL = endpointUrl(recordFormEvents);

export const apiFormEventTransport: FormEventTransport = {
  async send(batch) {
    await callEndpoint(recordFormEvents, { body: batch });
  },
  beacon(batch) {
    const body = JSON.stringify(batch);
    try {
      if (typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
        return navigator.sendBeacon(FORM_EVENTS_URL, new Blob([body], { type: 'application/json' }));
      }
      void fetch(FORM_EVENTS_URL, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'application/json' } }).catch(() => {});
      return true;
    } catch {
      return false;
    }
  },
};

/**
 * The reporter of a page's measured form, for <FormActivityContext.Provider value={...}> around its
 * <SchemaForm>: one per mounted page, following the composition shown. Null for a form that is not
 * measured or before it is composed.
 */
export function useFormActivityReporter(composed: ComposedForm | undefined, transport: FormEventTransport = apiFormEventTransport): FormActivity | null {
  const formId = composed?.formId;
  const reporter = useMemo(() => (formId && isInsightFormId(formId) ? new FormEventReporter(formId, transport) : null), [formId, transport]);
  const scope = composed ? (composed.scope.city_id ?? composed.scope.country_id ?? '') : '';
  const version = composed?.version;
  useEffect(() => {
    if (reporter && version) reporter.setContext({ scope, formVersion: version });
  }, [reporter, scope, version]);

  useEffect(() => {
    if (!reporter) return undefined;
    const timer = setInterval(() => void reporter.flush(), FORM_EVENTS_FLUSH_MS);
    const onHidden = () => {
      if (document.visibilityState === 'hidden') reporter.leave();
      else reporter.resume();
    };
    const onPageHide = () => reporter.leave();
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving the page inside the app (another route) without submitting.
      reporter.leave();
    };
  }, [reporter]);
  return version ? reporter : null;
}
