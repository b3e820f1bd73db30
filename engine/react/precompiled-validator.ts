import { hashForSchema, ID_KEY, JUNK_OPTION_ID, type RJSFSchema, type ValidatorType } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types.js';

/**
 * RJSF's precompiled validator (validator-ajv8's `createPrecompiledValidator`), reduced to what
 * <SchemaForm> uses: `rawValidation` of the root schema (every error <SchemaForm> shows) and
 * `isValid` of a sub-schema (RJSF choosing among `anyOf`/`oneOf` options). RJSF's own version
 * first re-resolves the root schema on every call to check it is the same one, which pulls
 * RJSF's whole schema resolver (and its allOf merger and URI parser) into every page with a
 * form; the root is checked here by its `$id`. `validateFormData` is never used: <SchemaForm>
 * gives RJSF a validator that reports nothing and shows the errors itself (README.md).
 */
export class PrecompiledValidator implements ValidatorType {
  private readonly main: ValidatorFunctions[string];

  constructor(
    private readonly functions: ValidatorFunctions,
    private readonly rootSchema: RJSFSchema,
  ) {
    this.main = this.functionOf(rootSchema);
  }

  private functionOf(schema: RJSFSchema) {
    const key = (schema[ID_KEY] as string | undefined) || hashForSchema(schema);
    const validate = this.functions[key];
    // A module compiled for another schema (another scope's form): useFormValidator reports an error.
    if (!validate) throw new Error(`No precompiled validator function was found for the given schema for "${key}"`);
    return validate;
  }

  private checkRoot(schema: RJSFSchema | undefined) {
    if (schema !== undefined && schema !== this.rootSchema && schema[ID_KEY] !== this.rootSchema[ID_KEY]) {
      throw new Error('The schema associated with the precompiled validator differs from the rootSchema provided for validation');
    }
  }

  rawValidation<Result>(schema: RJSFSchema, formData?: unknown): { errors?: Result[]; validationError?: Error } {
    this.checkRoot(schema);
    this.main(formData);
    const errors = (this.main.errors ?? undefined) as Result[] | undefined;
    // Like RJSF: errors of one call must not stay on the function for the next (RJSF #1104).
    this.main.errors = null;
    return { errors };
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    this.checkRoot(rootSchema);
    if (schema[ID_KEY] === JUNK_OPTION_ID) return false;
    return this.functionOf(schema)(formData) as boolean;
  }

  validateFormData(): never {
    throw new Error('<SchemaForm> validates with rawValidation; RJSF is given a validator that reports nothing');
  }
}
