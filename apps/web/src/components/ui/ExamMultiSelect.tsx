import { ChevronDown, X } from 'lucide-react';
import { useContext, useId } from 'react';
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Tag,
  TagGroup,
  TagList,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export type ExamOption = { _id: string; name: string; description?: string | null };

type Props = {
  label: string;
  options: ExamOption[];
  value: string[];
  onChange: (ids: string[]) => void;
  /** Selections beyond this are blocked (SPEC 2.3). */
  max?: number;
  optional?: boolean;
  loading?: boolean;
  error?: string;
};

/**
 * SPEC 2.3 exam selector: React Aria's combobox, whose text searches a list where each exam is checked or not;
 * chosen exams show below as chips, removable with their button or Delete/Backspace. Escape closes the list only.
 */
export function ExamMultiSelect({ label, options, value, onChange, max, optional, loading = false, error }: Props) {
  const { t } = useTranslation();

  const atMax = max !== undefined && value.length >= max;
  const selected = value.map((id) => options.find((option) => option._id === id) ?? { _id: id, name: id });
  const blocked = atMax ? options.filter((option) => !value.includes(option._id)).map((option) => option._id) : [];
  const summary = loading
    ? t('ui.examMultiSelect.loadingExams')
    : value.length
      ? t('ui.examMultiSelect.selected', { length: value.length })
      : t('ui.examMultiSelect.selectTargetExams');

  const choose = (ids: Key[]) => {
    if (max === undefined || ids.length <= max) onChange(ids.map(String));
  };
  const remove = (ids: Set<Key>) => onChange(value.filter((id) => !ids.has(id)));

  return (
    <div className="space-y-1.5">
      <ComboBox
        selectionMode="multiple"
        value={value}
        onChange={choose}
        defaultItems={options}
        disabledKeys={blocked}
        allowsEmptyCollection
        isInvalid={Boolean(error)}
        className="relative space-y-1.5"
      >
        {({ isOpen }) => (
          <>
            <Label className="block text-sm font-medium text-slate-700">
              {label}
              {optional && <span className="font-normal text-muted"> {t('ui.optional')}</span>}
            </Label>
            <Group className="flex w-full items-center rounded-lg border border-slate-300 bg-white text-sm focus-within:border-violet-500 focus-within:ring-2 focus-within:ring-violet-200 data-invalid:border-rose-500">
              <SearchInput
                placeholder={isOpen ? t('ui.examMultiSelect.searchPlaceholder') : summary}
                className={`min-w-0 flex-1 rounded-lg px-3 py-2.5 text-slate-900 outline-none ${value.length && !isOpen ? 'placeholder:text-slate-900' : 'placeholder:text-muted'}`}
              />
              <Button className="px-3 py-2.5 text-slate-500 outline-none">
                <ChevronDown className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
              </Button>
            </Group>
            {error && (
              <Text slot="errorMessage" elementType="p" className="text-sm text-rose-600">
                {error}
              </Text>
            )}
            <Popover
              placement="bottom start"
              offset={4}
              className="w-(--trigger-width) rounded-xl border border-slate-200 bg-white shadow-lg"
            >
              <div className="flex items-center justify-between px-3 py-2 text-xs text-slate-500">
                <span aria-live="polite">
                  {t('ui.examMultiSelect.selected', { length: value.length })}
                  {max !== undefined && <span> {t('ui.examMultiSelect.max', { max })}</span>}
                </span>
                <button
                  type="button"
                  onClick={() => onChange([])}
                  disabled={value.length === 0}
                  className="font-semibold text-violet-700 hover:underline disabled:text-slate-300 disabled:no-underline"
                >
                  {t('ui.examMultiSelect.clearAll')}
                </button>
              </div>
              <ListBox<ExamOption>
                className="max-h-60 overflow-y-auto pb-1 outline-none"
                renderEmptyState={() => (
                  <p className="px-3 pb-3 text-sm text-slate-500">
                    {options.length === 0
                      ? t('ui.examMultiSelect.noExamsAvailable')
                      : t('ui.examMultiSelect.noExamsFoundMatchingYour')}
                  </p>
                )}
              >
                {(option) => (
                  <ListBoxItem
                    id={option._id}
                    textValue={option.name}
                    className="flex cursor-pointer items-start gap-3 px-3 py-2 text-sm outline-none data-disabled:cursor-not-allowed data-disabled:text-muted data-focused:bg-violet-50"
                  >
                    {({ isSelected, isDisabled }) => (
                      <>
                        {/* The look of a checkbox; the option itself says whether it is selected. */}
                        <input
                          type="checkbox"
                          checked={isSelected}
                          disabled={isDisabled}
                          readOnly
                          tabIndex={-1}
                          aria-hidden="true"
                          className="pointer-events-none mt-0.5 size-4 shrink-0 accent-violet-600"
                        />
                        <span>
                          <Text slot="label" className="block font-medium">
                            {option.name}
                          </Text>
                          {option.description && (
                            <Text slot="description" className="block text-xs text-slate-500">
                              {option.description}
                            </Text>
                          )}
                        </span>
                      </>
                    )}
                  </ListBoxItem>
                )}
              </ListBox>
              {atMax && (
                <p className="border-t border-slate-100 px-3 py-2 text-xs text-amber-700">
                  {t('ui.examMultiSelect.youCanSelectUpTo', { max })}
                </p>
              )}
            </Popover>
          </>
        )}
      </ComboBox>

      {selected.length > 0 && (
        <TagGroup aria-label={t('ui.examMultiSelect.selectedLabel', { label: label.toLowerCase() })} onRemove={remove}>
          <TagList items={selected} className="flex flex-wrap gap-2">
            {(exam) => <ExamChip exam={exam} />}
          </TagList>
        </TagGroup>
      )}
    </div>
  );
}

/** The search box, which opens the list when pressed as well as on typing or the arrow keys (not on focus alone). */
function SearchInput({ placeholder, className }: { placeholder: string; className: string }) {
  const state = useContext(ComboBoxStateContext);
  return <Input placeholder={placeholder} className={className} onClick={() => state?.open(null, 'manual')} />;
}

/** A chosen exam; its button (or Delete/Backspace on the chip) removes it. */
function ExamChip({ exam }: { exam: ExamOption }) {
  const { t } = useTranslation();
  const removeId = useId();
  return (
    <Tag
      id={exam._id}
      textValue={exam.name}
      className="inline-flex items-center gap-1 rounded-full bg-violet-100 py-0.5 pr-0.5 pl-3 text-xs font-medium text-violet-800 outline-none data-focus-visible:outline-2 data-focus-visible:outline-violet-600"
    >
      {exam.name}
      {/* Named by our own "Remove <exam>" (in Hindi too) rather than React Aria's "Remove" and the chip's name. */}
      <Button
        slot="remove"
        aria-labelledby={removeId}
        className="flex size-6 items-center justify-center rounded-full outline-none hover:bg-violet-200"
      >
        <span id={removeId} className="sr-only">
          {t('ui.examMultiSelect.remove', { name: exam.name })}
        </span>
        <X className="size-3.5" />
      </Button>
    </Tag>
  );
}
