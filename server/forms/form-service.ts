/**
 * Forms on the server: the composition of a form for a scope (the same engine call the
 * browser gets the result of), its compiled validator, and the browser module, cached by
 * the composed schema's hash so a region edit (new composition) never serves a stale one.
 */
import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { composeForm, type ComposedForm } from '../../engine/forms/compose';
import type { FormId } from '../../engine/forms/form-ids';
import { validateFormData, type FormValidationResult } from '../../engine/forms/validate';
import { createAjv } from '../../engine/validation/create-ajv';
import type { Database } from '../db/client';
import { listSignupSchools } from '../education/signup-schools-service';
import type { RegionsService } from '../plugins/regions';
import { buildValidatorModule } from './validator-module';

export interface Scope {
  city_id?: string | null;
  country_id?: string | null;
}

interface Compiled {
  validate: ValidateFunction;
  module?: { code: string; etag: string };
}

const MAX_CACHED = 200;

export class FormService {
  private readonly compiled = new Map<string, Compiled>();

  constructor(
    private readonly regions: RegionsService,
    private readonly db: Database,
  ) {}

  /** The `schools` option source: GET /api/education/signup-schools's list, as value and label. */
  private async signupSchools() {
    const { schools } = await listSignupSchools(this.db);
    return schools.map((school) => ({ value: school.value, label: school.name }));
  }

  async compose(formId: FormId, scope: Scope): Promise<ComposedForm> {
    const region = this.regions.resolve(scope);
    return composeForm(formId, region, { cities: this.regions.cities(), schools: await this.signupSchools() });
  }

  static hash(composed: ComposedForm): string {
    return createHash('sha256').update(JSON.stringify(composed.schema)).digest('base64url').slice(0, 32);
  }

  private entry(composed: ComposedForm): Compiled {
    const key = FormService.hash(composed);
    let found = this.compiled.get(key);
    if (!found) {
      found = { validate: createAjv().compile(composed.schema) };
      if (this.compiled.size >= MAX_CACHED) this.compiled.delete(this.compiled.keys().next().value as string);
      this.compiled.set(key, found);
    }
    return found;
  }

  /** Validates form data with the composed schema of the scope: the same rules the browser ran. */
  validate(composed: ComposedForm, data: unknown): FormValidationResult {
    return validateFormData(this.entry(composed).validate, data);
  }

  validatorModule(composed: ComposedForm): { code: string; etag: string } {
    const entry = this.entry(composed);
    entry.module ??= { code: buildValidatorModule(composed.schema), etag: `"${FormService.hash(composed)}"` };
    return entry.module;
  }
}
