import { optionId, deepEquals, getUiOptions, type WidgetProps } from '@rjsf/utils';
import { useTranslateText } from '../translate';
import { controlAria } from './aria';

/** `ui:options.enumDescriptions`: one optional key per option, shown under its label on a card. */
function optionDescriptions(props: WidgetProps): (string | undefined)[] {
  const descriptions = getUiOptions(props.uiSchema).enumDescriptions;
  return Array.isArray(descriptions) ? (descriptions as (string | undefined)[]) : [];
}

/**
 * One choice among a few, as selectable cards. Each card is a label around a native radio
 * button, so the group keeps the platform's keyboard behaviour (Tab into the group, arrow keys
 * to move and choose) and announces itself as a radio group inside FieldTemplate's fieldset.
 */
export function RadioCardsWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options, required } = props;
  const tr = useTranslateText();
  const descriptions = optionDescriptions(props);
  const aria = controlAria(props);
  const enumOptions = options.enumOptions ?? [];
  return (
    <div className="sf-cards" data-count={enumOptions.length}>
      {enumOptions.map((option, index) => {
        const checked = deepEquals(option.value, value);
        const inputId = optionId(id, index);
        const description = descriptions[index];
        return (
          <label key={String(option.value)} htmlFor={inputId} className={`sf-card${checked ? ' sf-card--checked' : ''}`}>
            <input
              type="radio"
              id={inputId}
              name={htmlName || id}
              className="sf-card__input"
              checked={checked}
              value={String(index)}
              required={required}
              disabled={disabled || readonly || options.enumDisabled?.includes(option.value)}
              autoFocus={autofocus && index === 0}
              onChange={() => onChange(option.value)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
              {...aria}
            />
            <span className="sf-card__mark" aria-hidden="true" />
            <span className="sf-card__text">
              <span className="sf-card__label">{tr(option.label)}</span>
              {description ? <span className="sf-card__description">{tr(description)}</span> : null}
            </span>
          </label>
        );
      })}
    </div>
  );
}

/** Several choices (an array of enum values): a checkbox per option, values kept in option order. */
export function CheckboxesWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, options } = props;
  const tr = useTranslateText();
  const aria = controlAria(props);
  const enumOptions = options.enumOptions ?? [];
  const selected: unknown[] = Array.isArray(value) ? value : [];
  const isSelected = (candidate: unknown) => selected.some((item) => deepEquals(item, candidate));
  const toggle = (candidate: unknown, on: boolean) => {
    const next = enumOptions
      .map((option) => option.value)
      .filter((optionValue) => (deepEquals(optionValue, candidate) ? on : isSelected(optionValue)));
    onChange(next);
  };
  return (
    <div className="sf-checks" data-count={enumOptions.length}>
      {enumOptions.map((option, index) => {
        const inputId = optionId(id, index);
        const checked = isSelected(option.value);
        return (
          <label key={String(option.value)} htmlFor={inputId} className={`sf-check${checked ? ' sf-check--checked' : ''}`}>
            <input
              type="checkbox"
              id={inputId}
              name={htmlName || id}
              className="sf-check__input"
              checked={checked}
              disabled={disabled || readonly || options.enumDisabled?.includes(option.value)}
              autoFocus={autofocus && index === 0}
              onChange={(event) => toggle(option.value, event.target.checked)}
              onBlur={() => onBlur(id, value)}
              onFocus={() => onFocus(id, value)}
              {...aria}
            />
            <span className="sf-check__box" aria-hidden="true" />
            <span className="sf-check__label">{tr(option.label)}</span>
          </label>
        );
      })}
    </div>
  );
}

/** One yes/no box that carries its own label (terms, marketing consent). */
export function CheckboxWidget(props: WidgetProps) {
  const { id, htmlName, value, disabled, readonly, autofocus, onChange, onBlur, onFocus, label, required } = props;
  const tr = useTranslateText();
  const checked = value === true;
  return (
    <label htmlFor={id} className={`sf-check sf-check--single${checked ? ' sf-check--checked' : ''}`}>
      <input
        type="checkbox"
        id={id}
        name={htmlName || id}
        className="sf-check__input"
        checked={checked}
        required={required}
        disabled={disabled || readonly}
        autoFocus={autofocus}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
        {...controlAria(props)}
      />
      <span className="sf-check__box" aria-hidden="true" />
      <span className="sf-check__label">
        {tr(label)}
        {required ? (
          <span className="sf-field__required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </span>
    </label>
  );
}
