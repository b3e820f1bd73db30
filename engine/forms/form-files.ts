/**
 * Every form file, imported statically so the browser bundle and the server read the same
 * JSON (a form is added here once; its behaviour per scope is region data).
 */
import type { FormId } from './form-ids';
import type { FormSchema, UiSchema } from './json-schema';
import signupSchema from '../../schemas/forms/signup.schema.json';
import signupUi from '../../schemas/forms/signup.ui.json';
import almostThereSchema from '../../schemas/forms/almost-there.schema.json';
import almostThereUi from '../../schemas/forms/almost-there.ui.json';
import studentInfoSchema from '../../schemas/forms/student-info.schema.json';
import studentInfoUi from '../../schemas/forms/student-info.ui.json';
import bankDetailsSchema from '../../schemas/forms/bank-details.schema.json';
import bankDetailsUi from '../../schemas/forms/bank-details.ui.json';
import studentSignupSchema from '../../schemas/forms/student-signup.schema.json';
import studentSignupUi from '../../schemas/forms/student-signup.ui.json';
import loginSchema from '../../schemas/forms/login.schema.json';
import loginUi from '../../schemas/forms/login.ui.json';
import forgotPasswordSchema from '../../schemas/forms/forgot-password.schema.json';
import forgotPasswordUi from '../../schemas/forms/forgot-password.ui.json';
import resetPasswordSchema from '../../schemas/forms/reset-password.schema.json';
import resetPasswordUi from '../../schemas/forms/reset-password.ui.json';
import unsubscribeSchema from '../../schemas/forms/unsubscribe.schema.json';
import unsubscribeUi from '../../schemas/forms/unsubscribe.ui.json';
import perksLinkSchema from '../../schemas/forms/perks-link.schema.json';
import perksLinkUi from '../../schemas/forms/perks-link.ui.json';
import bookingNoteSchema from '../../schemas/forms/booking-note.schema.json';
import bookingNoteUi from '../../schemas/forms/booking-note.ui.json';
import competencyTestSchema from '../../schemas/forms/competency-test.schema.json';
import competencyTestUi from '../../schemas/forms/competency-test.ui.json';

export interface FormFiles {
  schema: FormSchema;
  uiSchema: UiSchema;
}

export const formFiles: Record<FormId, FormFiles> = {
  'signup': { schema: signupSchema as unknown as FormSchema, uiSchema: signupUi as UiSchema },
  'almost-there': { schema: almostThereSchema as unknown as FormSchema, uiSchema: almostThereUi as UiSchema },
  'student-info': { schema: studentInfoSchema as unknown as FormSchema, uiSchema: studentInfoUi as UiSchema },
  'bank-details': { schema: bankDetailsSchema as unknown as FormSchema, uiSchema: bankDetailsUi as UiSchema },
  'student-signup': { schema: studentSignupSchema as unknown as FormSchema, uiSchema: studentSignupUi as UiSchema },
  'login': { schema: loginSchema as unknown as FormSchema, uiSchema: loginUi as UiSchema },
  'forgot-password': { schema: forgotPasswordSchema as unknown as FormSchema, uiSchema: forgotPasswordUi as UiSchema },
  'reset-password': { schema: resetPasswordSchema as unknown as FormSchema, uiSchema: resetPasswordUi as UiSchema },
  'unsubscribe': { schema: unsubscribeSchema as unknown as FormSchema, uiSchema: unsubscribeUi as UiSchema },
  'perks-link': { schema: perksLinkSchema as unknown as FormSchema, uiSchema: perksLinkUi as UiSchema },
  'booking-note': { schema: bookingNoteSchema as unknown as FormSchema, uiSchema: bookingNoteUi as UiSchema },
  'competency-test': { schema: competencyTestSchema as unknown as FormSchema, uiSchema: competencyTestUi as UiSchema },
};
