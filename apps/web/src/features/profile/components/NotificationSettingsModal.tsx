import type { NotificationSettings } from '@mockprep/contract';
import { useState } from 'react';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';

const SETTINGS: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'Account updates and announcements by email',
  },
  { key: 'smsNotifications', label: 'SMS notifications', description: 'Important alerts on your mobile' },
  { key: 'testReminders', label: 'Test reminders', description: 'Reminders about tests you have started or planned' },
  { key: 'resultNotifications', label: 'Result notifications', description: 'A note when your result is ready' },
  { key: 'promotionalEmails', label: 'Promotional emails', description: 'Offers and new test series' },
];

type Props = {
  settings: NotificationSettings;
  onSubmit: (settings: NotificationSettings) => void;
  pending: boolean;
  onClose: () => void;
};

export function NotificationSettingsModal({ settings, onSubmit, pending, onClose }: Props) {
  const [values, setValues] = useState(settings);

  return (
    <Modal title="Notification Settings" onClose={onClose}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(values);
        }}
      >
        <ul className="divide-y divide-slate-100">
          {SETTINGS.map((setting) => (
            <li key={setting.key}>
              <label className="flex cursor-pointer items-center justify-between gap-4 py-3">
                <span>
                  <span className="block text-sm font-medium text-slate-900">{setting.label}</span>
                  <span className="block text-xs text-slate-500">{setting.description}</span>
                </span>
                <input
                  type="checkbox"
                  role="switch"
                  checked={values[setting.key]}
                  aria-checked={values[setting.key]}
                  onChange={(event) => setValues({ ...values, [setting.key]: event.target.checked })}
                  className="peer sr-only"
                />
                <span
                  aria-hidden="true"
                  className="relative h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors peer-checked:bg-violet-600 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-violet-600 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
                />
              </label>
            </li>
          ))}
        </ul>
        <ModalActions
          onCancel={onClose}
          submitLabel="Save Settings"
          pending={pending}
          pendingText="Saving..."
          className="pt-4"
        />
      </form>
    </Modal>
  );
}
