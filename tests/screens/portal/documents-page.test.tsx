// @vitest-environment jsdom
/*
 * The worker's Documents page (W§2 Documents) in the real routes table, with the documents
 * seeded: every type with its required marker and files, an insurance file's expiry, the
 * progress figure, and the partnership agreement link unless hidden for the worker (W§6).
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { DocumentsResponse } from '../../../engine/generated/api/documents-response';
import type { Worker } from '../../../engine/generated/api/session-response';
import { getDocumentsQueryOptions } from '../../../screens/shared/documents/api/get-documents';
import { activeWorker, signInAs } from '../auth/auth-fixture';
import { createTestQueryClient, freshPageForEachTest, renderApp } from '../render-app';

freshPageForEachTest();

const file = (id: string, name: string, expiresOn: string | null = null) => ({
  _id: id,
  s3ObjectName: id,
  url: `/api/documents/${id}/file`,
  originalName: name,
  createdAt: '2026-10-01T10:00:00Z',
  mimeType: 'application/pdf',
  size: 120_000,
  expiresOn,
});

const DOCUMENTS: DocumentsResponse = {
  documentTypes: [
    {
      key: 'qualification',
      name: 'DOCUMENT_TYPE_QUALIFICATION_NAME',
      contentDescription: 'DOCUMENT_TYPE_QUALIFICATION_DESCRIPTION',
      hasPriority: true,
      required: true,
      multi: true,
      insurance: false,
      documents: [file('d1', 'diploma.pdf')],
    },
    {
      key: 'public-liability-insurance',
      name: 'DOCUMENT_TYPE_UK_PUBLIC_LIABILITY_INSURANCE_NAME',
      contentDescription: 'DOCUMENT_TYPE_UK_PUBLIC_LIABILITY_INSURANCE_DESCRIPTION',
      hasPriority: true,
      required: true,
      multi: false,
      insurance: true,
      documents: [file('d2', 'insurance.pdf', '2099-12-04')],
    },
    {
      key: 'right-to-work',
      name: 'DOCUMENT_TYPE_UK_RIGHT_TO_WORK_NAME',
      contentDescription: 'DOCUMENT_TYPE_UK_RIGHT_TO_WORK_DESCRIPTION',
      hasPriority: false,
      required: true,
      multi: true,
      insurance: false,
      documents: [],
    },
  ],
  progress: { required: 3, done: 2 },
};

async function open(worker: Worker) {
  const client = createTestQueryClient();
  await signInAs(client, worker);
  client.setQueryData(getDocumentsQueryOptions().queryKey, DOCUMENTS);
  return renderApp('/documents', client);
}

describe('the Documents page', () => {
  it('lists every type with its files, required marker, insurance expiry and the progress figure', async () => {
    await open(activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.getByText(/2 of 3 required documents uploaded/).textContent).toContain('67% complete');
    const insurance = screen.getByRole('listitem', { name: 'Public liability insurance' });
    expect(within(insurance).getByRole('link', { name: 'insurance.pdf' }).getAttribute('href')).toBe('/api/documents/d2/file');
    expect(within(insurance).getByText('Valid until 04/12/2099')).toBeTruthy();
    expect(within(insurance).getByLabelText('Expiry date of the certificate')).toBeTruthy();
    const rightToWork = screen.getByRole('listitem', { name: 'Right to work / ID' });
    expect(within(rightToWork).getByText('Required')).toBeTruthy();
    expect(within(rightToWork).queryByLabelText('Expiry date of the certificate')).toBeNull();
    expect(screen.getByRole('link', { name: 'See your agreement' }).getAttribute('href')).toBe('/agreement');
  });

  it('types the insurance expiry as DD/MM/YYYY whatever the browser, and says which files each type takes (issue 27)', async () => {
    const client = createTestQueryClient();
    await signInAs(client, activeWorker({ city_id: 'UK-LONDON', country_id: 'UK' }));
    const photo = {
      key: 'profile-photo',
      name: 'DOCUMENT_TYPE_PROFILE_PHOTO_NAME',
      contentDescription: 'DOCUMENT_TYPE_PROFILE_PHOTO_DESCRIPTION',
      hasPriority: false,
      required: false,
      multi: false,
      insurance: false,
      fileKinds: ['image' as const],
      documents: [],
    };
    client.setQueryData(getDocumentsQueryOptions().queryKey, { ...DOCUMENTS, documentTypes: [...DOCUMENTS.documentTypes, photo] });
    renderApp('/documents', client);
    const insurance = await screen.findByRole('listitem', { name: 'Public liability insurance' });
    const expiry = within(insurance).getByLabelText('Expiry date of the certificate') as HTMLInputElement;
    // Not the browser's date picker (mm/dd/yyyy in an English Chromium): the W§9 format, typed.
    expect(expiry.type).toBe('text');
    expect(expiry.placeholder).toBe('DD/MM/YYYY');
    fireEvent.change(expiry, { target: { value: '31122099' } });
    expect(expiry.value).toBe('31/12/2099');
    expect(within(insurance).getByText('A PDF or a photo (JPEG, PNG or HEIC), up to 10 MB.')).toBeTruthy();
    const photoItem = screen.getByRole('listitem', { name: 'Profile photo' });
    expect(within(photoItem).getByText('A photo (JPEG, PNG or HEIC), up to 10 MB.')).toBeTruthy();
    const picker = photoItem.querySelector('input[type=file]') as HTMLInputElement;
    expect(picker.accept).not.toContain('pdf');
    expect(picker.accept).toContain('image/jpeg');
  });

  it('has no agreement link for a worker whose agreement is hidden', async () => {
    await open(activeWorker({ city_id: 'UK-LONDON', country_id: 'UK', hidePartnershipAgreement: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See your agreement' })).toBeNull();
  });
});
