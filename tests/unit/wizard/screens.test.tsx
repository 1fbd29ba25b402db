import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import ListingPage from '../../../src/features/wizard/ListingPage';
import Step1Page from '../../../src/features/wizard/Step1Page';
import Step4Page from '../../../src/features/wizard/Step4Page';
import { resetStorageForTests } from '../../../src/storage/testing';
import { savePreview } from '../../../src/storage/previews';
import { readDraft, saveDraft } from '../../../src/storage/drafts';
import { useSession } from '../../../src/state/session';
import { LOADING_LISTING, SITE_NOT_FOUND, UNTITLED_LISTING } from '../../../src/domain/messages';
import { requiredMessage } from '../../../src/domain/wizard';

beforeEach(async () => {
  await resetStorageForTests();
  useSession.setState({ currentUser: { email: 'a@b.c', plan: 'free', sites: [] }, adminEmail: null, ready: true });
});
afterEach(cleanup);

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/listing/:id" element={<ListingPage />} />
        <Route path="/onboarding/step1" element={<Step1Page />} />
        <Route path="/onboarding/step4" element={<Step4Page />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('listing preview', () => {
  it("shows 'Loading your listing…' while reading, then 'Site not found.'", async () => {
    renderAt('/listing/none');
    expect(screen.getByText(LOADING_LISTING)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: SITE_NOT_FOUND })).toBeTruthy();
    expect(screen.queryByText(LOADING_LISTING)).toBeNull();
  });

  it('shows a nameless listing as Untitled Listing', async () => {
    await savePreview('site_previews', 'x1', { tagline: 'Soon' });
    renderAt('/listing/x1');
    expect(await screen.findByRole('heading', { level: 1, name: UNTITLED_LISTING })).toBeTruthy();
    expect(screen.getByText('Soon')).toBeTruthy();
  });
});

describe('wizard steps', () => {
  it('step 4 waits for the read, then redirects to step 3 when its draft is missing', async () => {
    renderAt('/onboarding/step4');
    expect(screen.getByTestId('where').textContent).toBe('/onboarding/step4');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/onboarding/step3'));
  });

  it('step 4 stays with step 3 saved, and autosaves trimmed testimonials as the person types', async () => {
    await saveDraft('onboarding_step3', { services: '' });
    renderAt('/onboarding/step4');
    const box = await screen.findByLabelText(/^Testimonials/);
    fireEvent.change(box, { target: { value: ' One \n\n Two' } });
    await waitFor(async () => expect((await readDraft('onboarding_step4'))?.testimonials).toEqual(['One', 'Two']));
    expect(screen.getByTestId('where').textContent).toBe('/onboarding/step4');
  });

  it('step 1 keeps ?template= in the draft and enforces the variant rules', async () => {
    renderAt('/onboarding/step1?template=business');
    await screen.findByLabelText(/^Description/);
    await waitFor(async () => expect((await readDraft('onboarding_step1'))?.templateId).toBe('business'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    // Each message twice: in the error summary (which takes focus) and under its field.
    expect(await screen.findAllByText(requiredMessage('Name'))).toHaveLength(2);
    expect(screen.getAllByText(requiredMessage('Description'))).toHaveLength(2);
    expect(document.activeElement).toBe(screen.getByRole('alert'));
    expect(screen.getByLabelText(/^Name/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(requiredMessage('Slogan'))).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/onboarding/step1?template=business');
    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: 'Shop' } });
    fireEvent.change(screen.getByLabelText(/^Description/), { target: { value: 'We sell bread' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/onboarding/step2'));
    expect(await readDraft('onboarding_step1')).toMatchObject({ name: 'Shop', about: 'We sell bread', templateId: 'business' });
  });
});
