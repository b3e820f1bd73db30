import type { ReactNode } from 'react';
import type { ComposedForm } from '../../../engine/forms/compose';
import { FormActivityContext } from '../../../engine/react/form-activity';
import { useFormActivityReporter } from './form-activity-reporter';

/**
 * Around the <SchemaForm> of a measured form (issue 29: sign-up, almost there, student info, bank
 * details): what the person does in it is reported, anonymously and only after their consent.
 */
export function FormActivityScope({ composed, children }: { composed: ComposedForm | undefined; children: ReactNode }) {
  const activity = useFormActivityReporter(composed);
  return <FormActivityContext.Provider value={activity}>{children}</FormActivityContext.Provider>;
}
