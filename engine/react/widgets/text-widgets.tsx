import { getTemplate, type WidgetProps } from '@rjsf/utils';

/** Plain text, and the text-like inputs that differ only by their `type` (and mobile keyboard). */
export function TextWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} />;
}

export function EmailWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="email" />;
}

export function TelWidget(props: WidgetProps) {
  const BaseInputTemplate = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInputTemplate {...props} type="tel" />;
}

/** A hidden question renders nothing: FieldTemplate already drops it, and its value stays in the form data. */
export function HiddenWidget() {
  return null;
}
