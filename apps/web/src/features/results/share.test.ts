import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast';
import { shareResult } from './share';

vi.mock('../../lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const URL = 'https://mockprep.test/result/abc';

describe('shareResult', () => {
  afterEach(() => vi.clearAllMocks());

  it('opens the share sheet with the score line and the link', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { share });
    await shareResult(72.5, 'SSC CGL Quant', URL);
    expect(share).toHaveBeenCalledWith({ title: 'SSC CGL Quant', text: 'I scored 72.5% on SSC CGL Quant!', url: URL });
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('copies the link when there is no share sheet, and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await shareResult(40, 'Daily Quiz', URL);
    expect(writeText).toHaveBeenCalledWith(URL);
    expect(toast.success).toHaveBeenCalledWith('Result link copied to clipboard!');
  });

  it('reports a copy that fails, and stays quiet when the student closes the sheet', async () => {
    vi.stubGlobal('navigator', { clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) } });
    await shareResult(40, 'Daily Quiz', URL);
    expect(toast.error).toHaveBeenCalledWith('Failed to copy link');

    vi.stubGlobal('navigator', { share: vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError')) });
    await shareResult(40, 'Daily Quiz', URL);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});
