import { useCallback, useContext, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import type { ComposedForm } from '../forms/compose';
import { answersOf, bannerShown, errorsShown, serverErrorsShown, unchangedSinceStart, updateNoticeShown, type Validate } from '../forms/form-state';
import { FORM_VERSION_CHANGED } from '../forms/form-version';
import type { FormData } from '../forms/json-schema';
import { trimmedAnswers } from '../forms/trim';
import { clearedWhenHidden, hiddenFields, withoutHiddenFields } from '../forms/visibility';
import type { ErrorDetail } from '../validation/error-codes';
import { FieldBlurContext } from './form-context';
import { FormActivityContext, isAnswered, questionOfControl } from './form-activity';
import { errorMessageOf, errorSchemaOf, validateFields } from './form-errors';
import { changedPointers, topLevelOf } from '../forms/field-pointers';
import { loadedFormEngine, preloadFormEngine, type FieldsComponent } from './form-engine';
import type { FormFieldsProps } from './form-fields';
import { requiredFields, schemaForRendering, uiSchemaWithHidden } from './render-schema';
import { isSimpleForm } from './simple-form-kind';
import { SimpleFields } from './simple-fields';
import { FormSubmitButton } from './templates/simple-templates';
import { useTranslateText } from './translate';
import { useFormState } from './use-form-state';
import './schema-form.css';

export interface SchemaFormProps<T extends FormData = FormData> {
  /** The form composed for the scope (GET /api/forms/{formId}). */
  composed: ComposedForm;
  /**
   * The validator of exactly `composed.schema`: `useFormValidator` (precompiled, from the
   * server) in the app. Only its `rawValidation` is used to find errors.
   */
  validator: ValidatorType;
  /** The answers to start from, and new ones whenever the page has them (a reset, a re-composed form). */
  formData: T | undefined;
  /**
   * Every change, hidden questions' answers included (they come back if the question does). The
   * form keeps them itself: a page need not pass them back.
   */
  onChange: (data: T) => void;
  /** A valid submit, with the answers to hidden questions dropped. */
  onSubmit: (data: T) => void;
  /** The `details` of the API's error answer; each shows on its field until that field changes. */
  serverErrors?: ErrorDetail[];
  /**
   * A key or API error code of a failed submission that is about no one question (a 500, a 429,
   * offline): shown in an alert next to the submit button, which takes focus so the person sees it.
   * FORM_VERSION_CHANGED (the form was filled in on an older composition) is no error: it shows
   * the notice that the form was updated, while the page recomposes it.
   */
  formError?: string;
  /** The server's message for `formError`: shown when no translation of the key or ERROR_LABEL_{code} exists (W§8), rather than the generic label. */
  formErrorMessage?: string;
  /** A submission is in flight: the submit button is disabled and says so. */
  submitting?: boolean;
  /** Key (or text) of the submit button; default: the UI schema's `ui:submitLabel`, else FORM_SUBMIT. */
  submitLabel?: string;
  /** The submit button stays disabled until the answers differ from those the form was mounted with (W§5 bank details). */
  disabledUntilChanged?: boolean;
  /** Rendered inside the form, after the questions and before the submit button (links, small print). */
  children?: ReactNode;
}

/** RJSF's renderer when `needed`: at once if loaded, else after loading (undefined meanwhile; 'error' if it failed). */
function useFormEngine(needed: boolean): FieldsComponent | 'error' | undefined {
  const [state, setState] = useState<{ engine?: FieldsComponent; failed?: boolean }>({});
  useEffect(() => {
    if (!needed || loadedFormEngine()) return;
    let live = true;
    preloadFormEngine().then(
      (engine) => live && setState({ engine }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, [needed]);
  if (!needed) return undefined;
  return loadedFormEngine() ?? state.engine ?? (state.failed ? 'error' : undefined);
}

/**
 * A validator for RJSF's own use while rendering: it never reports errors (SchemaForm finds and
 * shows them itself, see README.md), and its `isValid` answers against the full composed schema,
 * which is the only root schema a precompiled validator accepts.
 */
function renderingValidator(validator: ValidatorType, rootSchema: RJSFSchema): ValidatorType {
  return {
    validateFormData: () => ({ errors: [], errorSchema: {} }),
    rawValidation: (_schema, formData) => validator.rawValidation(rootSchema, formData),
    isValid: (schema, formData) => {
      try {
        return validator.isValid(schema, formData, rootSchema);
      } catch {
        // A precompiled validator has no function for a sub-schema it was not compiled with.
        return false;
      }
    },
  };
}

function focusInView(target: HTMLElement, scrolled: HTMLElement): void {
  target.focus({ preventScroll: true });
  const reduceMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom has no layout and no scrollIntoView.
  if (typeof scrolled.scrollIntoView === 'function') {
    scrolled.scrollIntoView({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' });
  }
}

function focusFirstInvalid(root: HTMLElement | null, fallback: HTMLElement | null): void {
  const target = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? fallback;
  if (!target) return;
  focusInView(target, target.closest<HTMLElement>('.sf-field') ?? target);
}

/** After a press on the page with no click following it (a drag), blurs left waiting are checked after this long. */
const PRESS_WITHOUT_CLICK_MS = 500;

/**
 * A composed form rendered with the portal theme (W§2 sign-up, W§5 rules).
 *
 * - Questions show and hide with the answers (`hiddenFields`); a hidden question's answer is
 *   dropped from what is validated and submitted (`withoutHiddenFields`).
 * - Validation: nothing while typing; a field is checked when focus leaves it after it was
 *   changed, the whole form on submit. A field that shows an error is re-checked on each change,
 *   so the error goes as soon as it is fixed. A failed submit shows the banner (`ui:formError`)
 *   and moves focus to the first invalid field.
 * - Server `details` show on their fields until the field changes.
 * - A blur caused by pressing the mouse (or a finger) elsewhere is checked only once that press
 *   has ended in its click: an error appearing under the field left would push down the control
 *   being clicked, and the click would be lost.
 * - A failed submission about no one question (`formError`) shows next to the submit button and
 *   takes focus. Answers of questions marked `x-clearWhenHidden` are cleared when they hide;
 *   phone and e-mail answers are trimmed before validation and submit (engine/forms/trim.ts).
 */
export function SchemaForm<T extends FormData = FormData>(props: SchemaFormProps<T>) {
  const { composed, validator, formData, onChange, onSubmit, serverErrors, formError, formErrorMessage, submitting = false, submitLabel, disabledUntilChanged = false, children } = props;
  const { t, i18n } = useTranslation();
  const tr = useTranslateText();
  const { schema, uiSchema } = composed;
  // The answers live here, so a keystroke re-renders this form and its one field, not the page
  // around it: a page may keep the `formData` it passed (the sign-up page passes new answers only
  // when the city changes). New `formData` from the page is taken as it comes (a controlled page
  // passes back every change; a reset or a re-composed form passes new answers). Which answers
  // and errors show is decided in engine/forms/form-state.ts; this component feeds it what the
  // page and the person do, and does what needs the DOM.
  // Whether the person has started answering (set by the capture handlers below): their defaults
  // at mount are not answers, and only they are told of a newer composition (issue 24).
  const personActed = useRef(false);
  const formKey = `${composed.formId}\n${composed.scope.country_id ?? ''}\n${composed.scope.city_id ?? ''}`;
  const [state, dispatch] = useFormState({ formData, schema, formKey, serverErrors }, personActed);
  const data = state.answers;

  // Rendering: stable schema/uiSchema objects while the hidden and required sets do not change.
  const hidden = useMemo(() => hiddenFields(schema, data), [schema, data]);
  const hiddenKey = [...hidden].sort().join('\n');
  const requiredKey = requiredFields(schema, data).join('\n');
  const renderSchema = useMemo(
    () => schemaForRendering(schema, requiredKey === '' ? [] : requiredKey.split('\n')) as RJSFSchema,
    [schema, requiredKey],
  );
  const renderUiSchema = useMemo(
    () => uiSchemaWithHidden(uiSchema, hiddenKey === '' ? [] : hiddenKey.split('\n')) as UiSchema,
    [uiSchema, hiddenKey],
  );
  const rjsfValidator = useMemo(() => renderingValidator(validator, schema as RJSFSchema), [validator, schema]);

  // Errors: the client's own and the server's, as the reducer keeps them. The reducer keeps each
  // part's identity while it stands, so these keep theirs between keystrokes where they can.
  const { server, clientErrors } = state;
  const serverShown = useMemo(() => serverErrorsShown({ server }), [server]);
  const shownErrors = useMemo(() => errorsShown({ clientErrors, schema, server }, hidden, serverShown), [clientErrors, schema, server, hidden, serverShown]);
  const language = i18n.language;
  const extraErrors = useMemo(() => {
    void language; // messages are re-translated when the language changes
    return errorSchemaOf(shownErrors, (detail) =>
      errorMessageOf(detail, (key, params) => t(key, params ?? {}), (key) => i18n.exists(key)),
    );
  }, [shownErrors, t, i18n, language]);

  // Issue 29: the page's reporter of what the person does (none: nothing is reported, nothing is checked).
  const activity = useContext(FormActivityContext);
  // Latest values for the stable callbacks below (a new callback per keystroke would re-render every field).
  // `data` is also set as each change is handed over, so two changes before a render compare right.
  const latest = useRef({ data, schema, validator, onChange, onSubmit, submitting, activity });
  useLayoutEffect(() => {
    latest.current = { ...latest.current, data, schema, validator, onChange, onSubmit, submitting, activity };
  });

  /** The check of the answers visible now, with the composition and validator of this moment (the reducer may run later). */
  const validateNow = useCallback((): Validate => {
    const { schema: fullSchema, validator: fullValidator } = latest.current;
    return (values) => validateFields(fullValidator, fullSchema as RJSFSchema, trimmedAnswers(fullSchema, withoutHiddenFields(fullSchema, values)));
  }, []);

  const notePersonActed = useCallback(() => {
    personActed.current = true;
  }, []);

  const handleChange = useCallback(
    (answers: FormData) => {
      const current = latest.current;
      // W§5: unticking a service clears its treatments (they do not come back ticked).
      const next = clearedWhenHidden(current.schema, answers);
      // A question answered by the person (not RJSF's defaults at mount): empty before, filled now. A keystroke
      // into a filled answer checks one value and stops.
      if (current.activity && personActed.current) {
        const previous = current.data as Record<string, unknown>;
        for (const pointer of changedPointers(previous, next)) {
          const question = topLevelOf(pointer);
          if (!isAnswered(previous[question]) && isAnswered((next as Record<string, unknown>)[question])) current.activity.answered(question);
        }
      }
      current.data = next;
      dispatch({ type: 'answersChanged', answers: next, personActed: personActed.current, validate: validateNow() });
      current.onChange(next as T);
    },
    [dispatch, validateNow],
  );

  const checkBlurredField = useCallback(
    (pointer: string) => dispatch({ type: 'fieldBlurred', pointer, validate: validateNow() }),
    [dispatch, validateNow],
  );

  // A press anywhere on the page holds back the blur checks until its click is done (see above).
  const press = useRef<{ down: boolean; timer: ReturnType<typeof setTimeout> | undefined; blurred: Set<string> }>({
    down: false,
    timer: undefined,
    blurred: new Set(),
  });
  useEffect(() => {
    const pressed = press.current;
    const flush = () => {
      clearTimeout(pressed.timer);
      pressed.down = false;
      const blurred = [...pressed.blurred];
      pressed.blurred.clear();
      blurred.forEach(checkBlurredField);
    };
    const onDown = () => {
      clearTimeout(pressed.timer);
      pressed.down = true;
    };
    // Mouse: the click follows the release in the same task. Touch: the blur and the click come after it.
    const onUp = () => {
      clearTimeout(pressed.timer);
      pressed.timer = setTimeout(flush, PRESS_WITHOUT_CLICK_MS);
    };
    const onClick = () => {
      if (!pressed.down) return;
      clearTimeout(pressed.timer);
      pressed.timer = setTimeout(flush, 0);
    };
    document.addEventListener('pointerdown', onDown, true);
    document.addEventListener('pointerup', onUp, true);
    document.addEventListener('pointercancel', onUp, true);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('pointerdown', onDown, true);
      document.removeEventListener('pointerup', onUp, true);
      document.removeEventListener('pointercancel', onUp, true);
      document.removeEventListener('click', onClick, true);
      clearTimeout(pressed.timer);
    };
  }, [checkBlurredField]);
  const handleFieldBlur = useCallback(
    (pointer: string) => {
      if (press.current.down) press.current.blurred.add(pointer);
      else checkBlurredField(pointer);
    },
    [checkBlurredField],
  );

  // Issue 29: each error shown, by question and code (the reporter keeps the first per question), and a failed
  // submission's error about no one question.
  useEffect(() => {
    if (!activity) return;
    for (const [pointer, detail] of shownErrors) activity.errorShown(topLevelOf(pointer), detail.code);
  }, [activity, shownErrors]);
  useEffect(() => {
    if (activity && formError !== undefined && formError !== FORM_VERSION_CHANGED) activity.errorShown('', formError);
  }, [activity, formError]);
  const handleFocus = useCallback(
    (event: FocusEvent<HTMLDivElement>) => {
      const current = latest.current;
      if (!current.activity || !(event.target instanceof HTMLElement) || !event.target.id) return;
      const question = questionOfControl(event.target.id, composed.formId, Object.keys(current.schema.properties ?? {}));
      if (question !== undefined) current.activity.focus(question);
    },
    [composed.formId],
  );

  const handleSubmit = useCallback(
    (submitted: FormData) => {
      const current = latest.current;
      if (current.submitting) return;
      const values = submitted;
      // Checked here, not in the reducer: whether to send is known at once.
      const errors = validateNow()(values);
      dispatch({ type: 'submitted', errors });
      if (errors.size > 0) return;
      current.activity?.submitted();
      current.onSubmit(answersOf(trimmedAnswers(current.schema, withoutHiddenFields(current.schema, values))) as T);
    },
    [dispatch, validateNow],
  );

  // After a failed submit, and when the server's details arrive: focus the first invalid field.
  const container = useRef<HTMLDivElement>(null);
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state.focusRequest > 0) focusFirstInvalid(container.current, banner.current);
  }, [state.focusRequest]);
  // A failed submission about no question: next to the button the person just pressed, focused.
  // So is the notice of a submission the server found filled in on an older form.
  const versionChanged = formError === FORM_VERSION_CHANGED;
  const submitAlert = useRef<HTMLDivElement>(null);
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = formError === FORM_VERSION_CHANGED ? notice.current : submitAlert.current;
    if (formError !== undefined && target) focusInView(target, target);
  }, [formError]);

  const unchanged = disabledUntilChanged && unchangedSinceStart(state);

  const formErrorKey = (uiSchema['ui:formError'] as string | undefined) ?? 'FORM_ERRORS_IN_FORM';
  const textOf = (key: string | undefined, message?: string) =>
    key === undefined
      ? undefined
      : i18n.exists(key)
        ? t(key)
        : i18n.exists(`ERROR_LABEL_${key}`)
          ? t(`ERROR_LABEL_${key}`)
          : (message ?? t('ERROR_LABEL_GENERIC'));
  const bannerText = textOf(bannerShown(state, shownErrors, serverShown) ? formErrorKey : undefined);
  const submitErrorText = versionChanged ? undefined : textOf(formError, formErrorMessage);
  const noticeShown = updateNoticeShown(state, formError);
  const buttonLabel = tr(submitLabel ?? (uiSchema['ui:submitLabel'] as string | undefined) ?? 'FORM_SUBMIT');

  const simple = useMemo(() => isSimpleForm(renderSchema, renderUiSchema), [renderSchema, renderUiSchema]);
  const RjsfFields = useFormEngine(!simple);
  const fields: Omit<FormFieldsProps, 'children'> = {
    idPrefix: composed.formId,
    schema: renderSchema,
    uiSchema: renderUiSchema,
    validator: rjsfValidator,
    formData: data,
    onChange: handleChange,
    onSubmit: handleSubmit,
    extraErrors,
  };
  const actions = (
    <div className="sf-actions">
      {children}
      {/* Always there, so a screen reader hears the notice when it appears in it. */}
      <div className="sf-notice-region" role="status">
        {noticeShown ? (
          <div className="sf-notice" tabIndex={-1} ref={notice}>
            <p>{t('FORM_UPDATED_NOTICE')}</p>
          </div>
        ) : null}
      </div>
      {submitErrorText !== undefined ? (
        <div className="sf-banner sf-banner--submit" role="alert" tabIndex={-1} ref={submitAlert}>
          <BannerIcon />
          <p>{submitErrorText}</p>
        </div>
      ) : null}
      <FormSubmitButton label={buttonLabel} disabled={unchanged} busy={submitting} />
    </div>
  );

  return (
    <div
      className="sf"
      ref={container}
      onKeyDownCapture={notePersonActed}
      onPointerDownCapture={notePersonActed}
      onChangeCapture={notePersonActed}
      onFocusCapture={activity ? handleFocus : undefined}
    >
      {bannerText !== undefined ? (
        <div className="sf-banner" role="alert" tabIndex={-1} ref={banner}>
          <BannerIcon />
          <p>{bannerText}</p>
        </div>
      ) : null}
      <FieldBlurContext.Provider value={handleFieldBlur}>
        {simple ? (
          <SimpleFields {...fields}>{actions}</SimpleFields>
        ) : RjsfFields === undefined ? (
          <p className="sf-loading" role="status">
            {t('LOADING')}
          </p>
        ) : RjsfFields === 'error' ? (
          <p className="sf-loading" role="alert">
            {t('ERROR_LABEL_GENERIC')}
          </p>
        ) : (
          <RjsfFields {...fields}>{actions}</RjsfFields>
        )}
      </FieldBlurContext.Provider>
    </div>
  );
}

function BannerIcon() {
  return (
    <svg className="sf-banner__icon" viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <rect x="9" y="4.5" width="2" height="7" rx="1" fill="#fff" />
      <circle cx="10" cy="14.5" r="1.25" fill="#fff" />
    </svg>
  );
}
