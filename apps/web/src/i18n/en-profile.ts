/** The profile screen's texts: fetched with its code (see loadTexts). */
export const texts = {
  deleteAccountModal: {
    deleteAccount: 'Delete Account',
    thisPermanentlyDeletesYourAccount:
      'This permanently deletes your account, your results and your purchases. It cannot be undone.',
    password: 'Password',
    typeToConfirm: 'Type {{deleteConfirmWord}} to confirm',
    deleting: 'Deleting...',
  },
  profileForm: {
    personalDetails: 'Personal details',
    fullName: 'Full name',
    mobileNumber: 'Mobile number',
    yourMobileNumberCannotBe: 'Your mobile number cannot be changed.',
    email: 'Email',
    dateOfBirth: 'Date of birth',
    gender: 'Gender',
    education: 'Education',
    address: 'Address',
    saving: 'Saving...',
    saveChanges: 'Save Changes',
    addressFields: {
      street: 'Street',
      city: 'City',
      state: 'State',
      country: 'Country',
      postalCode: 'Postal code',
    },
  },
  notificationSettingsModal: {
    notificationSettings: 'Notification Settings',
    saveSettings: 'Save Settings',
    saving: 'Saving...',
    settings: {
      emailNotifications: {
        label: 'Email notifications',
        description: 'Account updates and announcements by email',
      },
      smsNotifications: {
        label: 'SMS notifications',
        description: 'Important alerts on your mobile',
      },
      testReminders: {
        label: 'Test reminders',
        description: 'Reminders about tests you have started or planned',
      },
      resultNotifications: {
        label: 'Result notifications',
        description: 'A note when your result is ready',
      },
      promotionalEmails: {
        label: 'Promotional emails',
        description: 'Offers and new test series',
      },
    },
  },
  profileHeader: {
    admin: 'Admin',
    noMobileNumber: 'No mobile number',
    memberSince: 'Member since {{createdAt}}',
  },
  accountActions: {
    accountSettings: 'Account settings',
    paymentHistory: 'Payment History',
    yourPurchasesAndReceipts: 'Your purchases and receipts',
    actions: {
      password: {
        title: 'Change Password',
        description: 'Keep your account secure',
      },
      notifications: {
        title: 'Notification Settings',
        description: 'Choose what we tell you about',
      },
      logoutAll: {
        title: 'Log out of all devices',
        description: 'End every session, this one included',
      },
      delete: {
        title: 'Delete Account',
        description: 'Remove your account for good',
      },
    },
  },
  accountStats: {
    account: 'Account',
    accountType: 'Account type',
    emailVerified: 'Email verified',
    mobileVerified: 'Mobile verified',
    status: 'Status',
    active: 'Active',
  },
  upgradePromo: {
    upgradeToPro: 'Upgrade to Pro',
    exploreTestSeries: 'Explore Test Series',
    perks: {
      mocks: 'Unlimited full-length mock tests',
      analytics: 'Detailed performance analytics',
      rank: 'All-India rank in every test',
    },
  },
  changePasswordModal: {
    changePassword: 'Change Password',
    currentPassword: 'Current password',
    yourAccountHasNoPassword:
      'Your account has no password yet. Set one to sign in with your mobile number and password.',
    changing: 'Changing...',
  },
  profilePage: {
    myProfile: 'My Profile',
    manageYourPersonalDetailsAnd: 'Manage your personal details and account settings.',
    logoutAllDialog: {
      title: 'Log out of all devices?',
      message:
        'Every phone, tablet and browser signed in to your account is logged out, this one too. You can log in again at once.',
      confirm: 'Log out everywhere',
    },
  },
};
