// @vitest-environment jsdom
/*
 * The browser's real validation path: the module the server serves for a composed form
 * (server/platform/forms/validator-module.ts), handed to createPrecompiledValidator by useFormValidator,
 * and driving <SchemaForm>.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { RJSFSchema } from '@rjsf/utils';
import { SchemaForm } from '../../../engine/react/schema-form';
import {
  scopeQueryOf,
  useFormValidator,
  validatorModuleUrl,
  type ValidatorModule,
} from '../../../engine/react/use-form-validator';
import { buildValidatorModule } from '../../../server/platform/forms/validator-module';
import { composed, createTestI18n } from './form-fixture';

afterEach(cleanup);

/**
 * What the browser's `import('/api/forms/signup/validator.js?city_id=...')` returns. Vitest's
 * module runner does not import files from outside the project, so the served text is evaluated
 * in a function instead (its only statement that differs is the final `export default`).
 */
async function servedModule(schema: object): Promise<ValidatorModule> {
  const source = await buildValidatorModule(schema);
  // The module also names the composition it validates (issue 24): read, not run.
  const body = source.replace(/^export const version = .*;$/m, '').replace(/^export default (.*);$/m, 'return $1;');
  expect(body).not.toBe(source);
  // new Function is the point here (tests only): it runs the served module text.
  return { default: new Function(body)() as ValidatorModule['default'] };
}

describe('useFormValidator', () => {
  it('builds the endpoint URL from the form id and scope', () => {
    expect(validatorModuleUrl('signup', scopeQueryOf({ city_id: 'UK-LONDON', country_id: 'UK' }))).toBe(
      '/api/forms/signup/validator.js?city_id=UK-LONDON',
    );
    expect(validatorModuleUrl('bank-details', '?country_id=FR')).toBe('/api/forms/bank-details/validator.js?country_id=FR');
    expect(validatorModuleUrl('login', scopeQueryOf({}))).toBe('/api/forms/login/validator.js');
  });

  it('is loading, then ready with a validator of the composed schema; the form then validates with it', async () => {
    const module = await servedModule(composed.schema);
    const load = vi.fn(() => Promise.resolve(module));
    const schema = composed.schema as RJSFSchema;
    const { result } = renderHook(() => useFormValidator('signup', 'city_id=UK-LONDON', schema, load));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledWith('/api/forms/signup/validator.js?city_id=UK-LONDON');
    const validator = result.current.validator;
    if (validator === undefined) throw new Error('no validator');

    const onSubmit = vi.fn();
    function Page() {
      return (
        <I18nextProvider i18n={createTestI18n()}>
          <SchemaForm composed={composed} validator={validator!} formData={{ email: 'name@example', iban: 'GB00' }} onChange={() => {}} onSubmit={onSubmit} />
        </I18nextProvider>
      );
    }
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Create my account' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Please enter a valid email address, like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid IBAN.')).toBeTruthy();
    expect(screen.getByText('Please correct the highlighted answers.')).toBeTruthy();
  });

  it('reports an error when the module cannot be loaded, and loads again on retry', async () => {
    const module = await servedModule(composed.schema);
    const load = vi.fn<(url: string) => Promise<ValidatorModule>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(module);
    const { result } = renderHook(() => useFormValidator('signup', 'city_id=UK-LONDON', composed.schema as RJSFSchema, load));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
  });

  it('reports an error when the module was compiled for another schema', async () => {
    const module = await servedModule({ ...composed.schema, $id: 'forms/signup/FR-PARIS' });
    const { result } = renderHook(() => useFormValidator('signup', 'city_id=UK-LONDON', composed.schema as RJSFSchema, () => Promise.resolve(module)));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
