import { type AdminQuestion, QUESTION_MSG } from '@mockprep/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute } from '../../../test/render';
import { EditQuestionModal } from './EditQuestionModal';

const single: AdminQuestion = {
  _id: '0190a5f2-0000-7000-8000-0000000000c1',
  questionText: 'Which of these is a prime number?',
  type: 'single',
  options: ['21', '23', '25', '27'],
  correctOption: 1,
  correctOptions: [1],
  answer: null,
  hi: null,
  image: null,
  optionImages: [],
  explanation: null,
  subject: 'Maths',
  level: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function open(question: AdminQuestion = single) {
  const onSubmit = vi.fn();
  renderRoute(
    <EditQuestionModal
      question={question}
      subjects={['Maths']}
      pending={false}
      onSubmit={onSubmit}
      onClose={vi.fn()}
    />,
  );
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
  return { onSubmit, save, type };
}

describe('EditQuestionModal', () => {
  it('keeps a single-correct question as it was, with one correct option', () => {
    const { onSubmit, save } = open();
    fireEvent.click(screen.getByLabelText('Option D is correct'));
    save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'single', correctOption: 3, correctOptions: [3], answer: null, hi: null }),
    );
  });

  it('ticks several correct options of a multiple-correct question, and asks for at least one', () => {
    const { onSubmit, save, type } = open();
    type('Question type', 'multiple');
    expect((screen.getByLabelText('Option B is correct') as HTMLInputElement).type).toBe('checkbox');
    fireEvent.click(screen.getByLabelText('Option B is correct'));
    save();
    expect(screen.getByText(QUESTION_MSG.correctOptions(3))).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Option D is correct'));
    fireEvent.click(screen.getByLabelText('Option A is correct'));
    expect(screen.queryByText(QUESTION_MSG.correctOptions(3))).toBeNull();
    save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'multiple', options: ['21', '23', '25', '27'], correctOptions: [0, 3] }),
    );
  });

  it('takes a numerical answer or range instead of options', () => {
    const { onSubmit, save, type } = open();
    type('Question type', 'numerical');
    expect(screen.queryByLabelText('Option A')).toBeNull();
    save();
    expect(screen.getByText(QUESTION_MSG.answer)).toBeDefined();

    type('Answer (number)', '9.7');
    save();
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ type: 'numerical', options: [], answer: { min: 9.7, max: 9.7 } }),
    );
    type('Up to', '9.9');
    save();
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ answer: { min: 9.7, max: 9.9 } }));
  });

  it('sends the Hindi text and options, and asks for the Hindi question text when only options are given', () => {
    const { onSubmit, save, type } = open();
    type('Hindi option A', '२१');
    save();
    expect(screen.getByText('Hindi question text is required')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Hindi question text', 'इनमें से कौन सी अभाज्य संख्या है?');
    ['२३', '२५', '२७'].forEach((text, i) => {
      type(`Hindi option ${'BCD'[i]}`, text);
    });
    save();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        hi: { questionText: 'इनमें से कौन सी अभाज्य संख्या है?', options: ['२१', '२३', '२५', '२७'], explanation: null },
      }),
    );
  });

  it('previews the LaTeX of the question text with KaTeX', async () => {
    open();
    expect(screen.queryByRole('region', { name: 'Preview' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Question', { exact: true }), {
      target: { value: 'Find $x$ if $x^2 = 4$' },
    });
    const preview = screen.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelectorAll('.katex')).toHaveLength(2));
    expect(preview.textContent).toContain('Find');
    expect(preview.textContent).not.toContain('$');
  });

  describe('images', () => {
    const QUESTION_URL = `/media/${'a'.repeat(64)}.png`;
    const OPTION_URL = `/media/${'b'.repeat(64)}.jpg`;
    const uploaded = (url: string) => ({ status: 201, body: { success: true, data: { url } } });
    const pick = (label: string, file: File) =>
      fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'graph.png', { type: 'image/png' });

    it('uploads a picked image for the question and for an option, shows them, and saves their URLs', async () => {
      const fetchMock = mockFetch(uploaded(QUESTION_URL), uploaded(OPTION_URL));
      const { onSubmit, save } = open();
      expect(screen.getAllByRole('button', { name: /^Add image/ })).toHaveLength(5);

      pick('Image file for the question', png);
      const thumbnail = await screen.findByRole('img', { name: 'Figure for question #0000c1' });
      expect(thumbnail.getAttribute('src')).toBe(QUESTION_URL);
      const [url, init] = fetchMock.mock.calls[0] ?? [];
      expect(url).toBe('/api/admin/media');
      expect(init?.method).toBe('POST');
      // The four bytes 89 50 4E 47 in base64.
      expect(JSON.parse(String(init?.body))).toEqual({ dataUrl: 'data:image/png;base64,iVBORw==' });

      pick('Image file for option B', new File(['x'], 'b.jpg', { type: 'image/jpeg' }));
      expect((await screen.findByRole('img', { name: 'Figure for option B' })).getAttribute('src')).toBe(OPTION_URL);
      save();
      expect(onSubmit).toHaveBeenLastCalledWith(
        expect.objectContaining({ image: QUESTION_URL, optionImages: [null, OPTION_URL, null, null] }),
      );

      fireEvent.click(screen.getByRole('button', { name: 'Remove image of option B' }));
      fireEvent.click(screen.getByRole('button', { name: 'Remove image of the question' }));
      expect(screen.queryByRole('img')).toBeNull();
      save();
      expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ image: null, optionImages: [] }));
    });

    it('keeps an option image with its option when an earlier option is removed', () => {
      const { onSubmit, save } = open({
        ...single,
        correctOption: 0,
        correctOptions: [0],
        optionImages: [null, null, OPTION_URL],
      });
      expect(screen.getByRole('img', { name: 'Figure for option C' })).toBeDefined();
      fireEvent.click(screen.getByLabelText('Remove option B'));
      expect(screen.getByRole('img', { name: 'Figure for option B' }).getAttribute('src')).toBe(OPTION_URL);
      save();
      expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ optionImages: [null, OPTION_URL, null] }));
    });

    it('refuses a file that is not an image or is over 1 MB before sending it, and says what the server refused', async () => {
      const fetchMock = mockFetch({
        status: 413,
        body: { success: false, message: 'The image is too large: at most 1 MB' },
      });
      open();
      pick('Image file for the question', new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' }));
      expect(screen.getByRole('alert').textContent).toBe('Please choose a PNG, JPEG, WebP or GIF image');

      pick('Image file for the question', new File([new Uint8Array(1_000_001)], 'big.png', { type: 'image/png' }));
      expect(screen.getByRole('alert').textContent).toBe('The image is too large: at most 1 MB');
      expect(fetchMock).not.toHaveBeenCalled();

      pick('Image file for option A', new File([new Uint8Array(1_000_000)], 'edge.png', { type: 'image/png' }));
      await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      expect(await screen.findAllByText('The image is too large: at most 1 MB')).toHaveLength(2);
      expect(
        screen.getByRole('button', { name: 'Add image for option A' }).getAttribute('aria-describedby'),
      ).toBeTruthy();
    });

    it('shows a spinner while uploading and keeps Save Changes until the image is in', async () => {
      let answer: (response: Response) => void = () => undefined;
      vi.stubGlobal(
        'fetch',
        vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
      );
      open();
      pick('Image file for the question', png);
      const busy = await screen.findByRole('button', { name: 'Uploading...' });
      expect(busy.getAttribute('aria-busy')).toBe('true');
      expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(true);
      answer(new Response(JSON.stringify({ success: true, data: { url: QUESTION_URL } }), { status: 201 }));
      expect(await screen.findByRole('img', { name: 'Figure for question #0000c1' })).toBeDefined();
      expect((screen.getByRole('button', { name: 'Save Changes' }) as HTMLButtonElement).disabled).toBe(false);
    });
  });
});
