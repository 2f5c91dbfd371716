import { MAX_BULK_ITEMS, parseJson, TOO_MANY_ITEMS } from '@mockprep/contract';

type Texts = { empty?: string; badJson: string; notArray: string };

/** The list a bulk JSON text holds, or the message that says why it holds none (texts from the contract). */
export function readJsonArray(text: string, texts: Texts): { items: unknown[] } | { error: string } {
  if (text.trim() === '') return { error: texts.empty ?? texts.badJson };
  const parsed = parseJson(text);
  if (!parsed.ok) return { error: texts.badJson };
  if (!Array.isArray(parsed.value)) return { error: texts.notArray };
  if (parsed.value.length > MAX_BULK_ITEMS) return { error: TOO_MANY_ITEMS };
  return { items: parsed.value };
}

export const isJsonFile = (file: File) => file.name.toLowerCase().endsWith('.json') || file.type === 'application/json';
