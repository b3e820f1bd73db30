import { useContext, type FocusEvent, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { descriptionId, errorId, helpId, type FieldTemplateProps } from '@rjsf/utils';
import { FieldBlurContext } from '../form-context';
import { pointerOf } from '../../forms/field-pointers';
import { textValuesOf, useTranslateText } from '../translate';
import { fieldLayout } from './field-layout';
import { PAGES, type PageId } from '../../pages';

/**
 * `ui:options.helpLinks` names, for each <tag> of the help text's translation, the page it links
 * to (`{ "terms": "terms" }`: "Read our <terms>terms</terms>"). The pages open in a new tab: the
 * person is in the middle of a form and must not lose their answers.
 */
function HelpWithLinks({ i18nKey, links }: { i18nKey: string; links: Record<string, string> }) {
  const components = Object.fromEntries(
    Object.entries(links)
      .filter(([, page]) => page in PAGES)
      .map(([tag, page]) => [tag, <a href={PAGES[page as PageId]} target="_blank" rel="noopener" />]),
  );
  return <Trans i18nKey={i18nKey} components={components} />;
}

/**
 * One question: label (or legend), hint, the control, its error and help text. The error is
 * `role="alert"` and referenced by the control's aria-describedby (widgets/aria.ts); the
 * control itself carries aria-invalid. Leaving the question (focus moving outside it, not
 * between its own radios or to the show-password button) reports a blur for validation.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, rawHelp, rawDescription, hidden, required, schema, uiSchema, fieldPathId } = props;
  const { t } = useTranslation();
  const tr = useTranslateText();
  const onFieldBlur = useContext(FieldBlurContext);
  if (hidden) return null;
  const layout = fieldLayout(schema, uiSchema);
  if (layout === 'callout') return <>{children}</>;

  const errors = (rawErrors ?? []).filter((message) => message !== '');
  const isRoot = fieldPathId.path.length === 0;
  const errorNode =
    errors.length > 0 && !isRoot ? (
      <div id={errorId(id)} className="sf-field__error" role="alert">
        {errors.map((message) => (
          <p key={message}>
            <ErrorIcon />
            {message}
          </p>
        ))}
      </div>
    ) : null;
  if (layout === 'object') {
    return (
      <>
        {children}
        {errorNode}
      </>
    );
  }

  const pointer = pointerOf(fieldPathId.path);
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    onFieldBlur(pointer);
  };
  const description = rawDescription ? (
    <p id={descriptionId(id)} className="sf-field__description">
      {tr(rawDescription, textValuesOf(uiSchema))}
    </p>
  ) : null;
  const helpLinks = (uiSchema?.['ui:options'] as { helpLinks?: Record<string, string> } | undefined)?.helpLinks;
  const help = rawHelp ? (
    <p id={helpId(id)} className="sf-field__help">
      {helpLinks ? <HelpWithLinks i18nKey={rawHelp} links={helpLinks} /> : tr(rawHelp)}
    </p>
  ) : null;
  const className = `sf-field sf-field--${layout}${errors.length > 0 ? ' sf-field--invalid' : ''}`;
  const labelShown = tr(label);
  const optional = t('FORM_OPTIONAL');
  // Some labels already say so ("Referral code (optional)").
  const saysOptional = labelShown.toLocaleLowerCase().includes(optional.toLocaleLowerCase());
  const labelText: ReactNode = (
    <>
      {labelShown}
      {required ? (
        <span className="sf-field__required" aria-hidden="true">
          {' *'}
        </span>
      ) : layout === 'inline' || saysOptional ? null : (
        <span className="sf-field__optional"> ({optional})</span>
      )}
    </>
  );

  if (layout === 'inline') {
    // The checkbox widget renders its own label next to the box.
    return (
      <div className={className} onBlur={handleBlur}>
        {children}
        {description}
        {errorNode}
        {help}
      </div>
    );
  }
  if (layout === 'group') {
    return (
      <fieldset className={className} onBlur={handleBlur}>
        <legend className="sf-field__label">{labelText}</legend>
        {description}
        {children}
        {errorNode}
        {help}
      </fieldset>
    );
  }
  return (
    <div className={className} onBlur={handleBlur}>
      <label className="sf-field__label" htmlFor={id}>
        {labelText}
      </label>
      {description}
      {children}
      {errorNode}
      {help}
    </div>
  );
}

function ErrorIcon() {
  return (
    <svg className="sf-icon" viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      <rect x="9" y="4.5" width="2" height="7" rx="1" fill="#fff" />
      <circle cx="10" cy="14.5" r="1.25" fill="#fff" />
    </svg>
  );
}
