import type { texts as en } from './en-notifications';
import type { Twin } from './twin';

/** The Hindi twin of en-notifications.ts: fetched when a student picks Hindi (see setLanguage). */
export const texts: Twin<typeof en> = {
  notifications: 'सूचनाएँ',
  unread_one: '{{shown}} अपठित सूचना',
  unread_other: '{{shown}} अपठित सूचनाएँ',
  markAllRead: 'सभी को पढ़ा हुआ मानें',
  markFailed: 'सूचनाओं को पढ़ा हुआ नहीं माना जा सका',
  loading: 'सूचनाएँ लोड हो रही हैं',
  failed: 'सूचनाएँ लोड नहीं हो सकीं',
  retry: 'फिर से कोशिश करें',
  empty: 'अभी कोई सूचना नहीं',
  emptyHint: 'आपके परिणाम, भुगतान और आपकी परीक्षाओं के नए टेस्ट यहाँ दिखेंगे।',
  unreadItem: 'अपठित',
  showMore: 'और दिखाएँ',
  deletedTest: 'हटाया गया टेस्ट',
  kinds: {
    result_ready: { title: 'आपका परिणाम तैयार है', body: '{{test}}: आपका स्कोर {{score}}% रहा' },
    payment_paid: { title: 'भुगतान की पुष्टि हुई', body: '{{test}} के लिए {{amount}}। अब आप इसे शुरू कर सकते हैं।' },
    payment_failed: { title: 'भुगतान विफल रहा', body: '{{test}}: कोई पैसा नहीं कटा। आप फिर से कोशिश कर सकते हैं।' },
    payment_refunded: { title: 'भुगतान वापस किया गया', body: '{{test}} के लिए {{amount}} आपको वापस भेजे जा रहे हैं।' },
    new_test: { title: 'आपकी परीक्षा के लिए नया टेस्ट', body: '{{test}}' },
    live_soon: { title: 'लाइव टेस्ट जल्द शुरू होगा', body: '{{test}} {{time}} पर शुरू होगा' },
  },
};
