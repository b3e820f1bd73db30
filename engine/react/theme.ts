import { withTheme, type ThemeProps } from '@rjsf/core';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { BaseInputTemplate } from './templates/base-input-template';
import { FieldTemplate } from './templates/field-template';
import { ObjectFieldTemplate } from './templates/object-field-template';
import {
  DescriptionFieldTemplate,
  ErrorListTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  SubmitButton,
  TitleFieldTemplate,
} from './templates/simple-templates';
import { CheckboxesWidget, CheckboxWidget, RadioCardsWidget } from './widgets/choice-widgets';
import { DateWidget } from './widgets/date-widget';
import { PasswordWidget } from './widgets/password-widget';
import { SelectWidget } from './widgets/select-widget';
import { TextareaWidget } from './widgets/textarea-widget';
import { EmailWidget, HiddenWidget, TelWidget, TextWidget } from './widgets/text-widgets';
import { WarningField, WarningWidget } from './widgets/warning';

/**
 * The widgets a UI schema may name (`ui:widget`, /schemas/forms/README.md), plus the names RJSF
 * picks by itself (`radio`, `updown` for numbers) so nothing falls back to an unstyled default.
 */
export const portalWidgets: RegistryWidgetsType = {
  text: TextWidget,
  email: EmailWidget,
  tel: TelWidget,
  password: PasswordWidget,
  select: SelectWidget,
  radioCards: RadioCardsWidget,
  radio: RadioCardsWidget,
  checkboxes: CheckboxesWidget,
  checkbox: CheckboxWidget,
  date: DateWidget,
  textarea: TextareaWidget,
  warning: WarningWidget,
  hidden: HiddenWidget,
  updown: TextWidget,
};

/** The portal's light RJSF theme: module-level, so every form shares the same references. */
export const portalTheme: ThemeProps = {
  widgets: portalWidgets,
  fields: { NullField: WarningField },
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    BaseInputTemplate,
    ErrorListTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    DescriptionFieldTemplate,
    TitleFieldTemplate,
    ButtonTemplates: { SubmitButton },
  },
};

/** RJSF's Form with the portal theme. <SchemaForm> is the usual way in; this is for a one-off form. */
export const PortalForm = withTheme(portalTheme);
