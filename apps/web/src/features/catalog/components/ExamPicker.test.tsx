import type { PublicConfig } from '@rb/contracts';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigProvider } from '../../config/api/config-context';
import { bodyParts, makeExam } from '../model/test-data';
import { ExamPicker, type ProcedureTab } from './ExamPicker';

const exams = [
  makeExam({ slug: 'mri-knee', name: 'MRI Knee', bodyPartSlugs: ['knee'], groupName: 'Joints' }),
  makeExam({
    slug: 'ct-brain',
    name: 'CT Brain',
    modalityName: 'CT',
    bodyPartSlugs: ['brain'],
    groupName: 'Head',
  }),
  makeExam({
    slug: 'xr-chest',
    name: 'Chest X-Ray',
    modalityName: 'X-Ray',
    bodyPartSlugs: ['chest'],
    walkIn: true,
  }),
];

const config = {
  bodyFigure: {
    gradientColor: '#e8f1f8',
    bodyPartHoverColor: '#0b5d8f',
    bodyPartHoverTransitionTime: '0.2s',
    bodyPartsCss: '',
  },
} as PublicConfig;

async function renderPicker(mode: ProcedureTab, onChoose = vi.fn()) {
  const i18n = i18next.createInstance();
  // Keys come back as themselves: the test reads structure and behaviour, not wording.
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en-AU', resources: {}, keySeparator: false, nsSeparator: false });
  const onGroupChange = vi.fn();
  render(
    <ConfigProvider config={config}>
      <I18nextProvider i18n={i18n}>
        <ExamPicker
          mode={mode}
          exams={exams}
          bodyParts={bodyParts}
          groupName={null}
          onGroupChange={onGroupChange}
          onChoose={onChoose}
        />
      </I18nextProvider>
    </ConfigProvider>,
  );
  return { onChoose, onGroupChange };
}

const listedNames = () =>
  within(screen.getByRole('list', { name: 'catalog.results.label' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

afterEach(cleanup);

describe('ExamPicker', () => {
  it('narrows the list as the patient types', async () => {
    await renderPicker('single');
    expect(listedNames()).toHaveLength(3);
    await userEvent.type(screen.getByLabelText('catalog.search.label'), 'brain');
    expect(listedNames()).toEqual([expect.stringContaining('CT Brain')]);
  });

  it('filters by a body part of the figure, by mouse and by keyboard, and toggles back', async () => {
    await renderPicker('single');
    const knee = screen.getByRole('button', { name: 'Knee' });
    await userEvent.click(knee);
    expect(knee.getAttribute('aria-pressed')).toBe('true');
    expect(listedNames()).toEqual([expect.stringContaining('MRI Knee')]);
    knee.focus();
    await userEvent.keyboard('{Enter}');
    expect(knee.getAttribute('aria-pressed')).toBe('false');
    expect(listedNames()).toHaveLength(3);
    // Sinuses share the head region with Brain; the region is labelled with the parts it stands for.
    expect(screen.getByRole('button', { name: 'Brain, Sinuses' })).toBeTruthy();
  });

  it('chooses one exam in single mode', async () => {
    const { onChoose } = await renderPicker('single');
    await userEvent.click(screen.getByRole('button', { name: /Chest X-Ray/ }));
    expect(onChoose).toHaveBeenCalledWith([expect.objectContaining({ slug: 'xr-chest' })]);
  });

  it('asks for at least one tick, then continues with every ticked exam in multiple mode', async () => {
    const { onChoose } = await renderPicker('multiple');
    await userEvent.click(screen.getByRole('button', { name: 'catalog.multiple.continue' }));
    expect(screen.getByRole('alert').textContent).toBe('catalog.multiple.none_selected');
    expect(onChoose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('checkbox', { name: /MRI Knee/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /CT Brain/ }));
    await userEvent.click(screen.getByRole('button', { name: 'catalog.multiple.continue' }));
    expect(onChoose).toHaveBeenCalledWith([
      expect.objectContaining({ slug: 'mri-knee' }),
      expect.objectContaining({ slug: 'ct-brain' }),
    ]);
  });

  it('offers groups and reports the choice', async () => {
    const { onGroupChange } = await renderPicker('single');
    await userEvent.click(screen.getByRole('button', { name: 'Head' }));
    expect(onGroupChange).toHaveBeenCalledWith('Head');
  });
});
