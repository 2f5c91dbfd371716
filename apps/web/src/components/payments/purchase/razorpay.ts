const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** What Razorpay's checkout hands back after a payment, for POST /payments/verify. */
export type RazorpaySuccess = { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

export type RazorpayOptions = {
  key: string;
  /** Paise, as the order was created. */
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  prefill: { name: string; email?: string; contact?: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};

type RazorpayCheckout = new (options: RazorpayOptions) => { open: () => void };

declare global {
  interface Window {
    Razorpay?: RazorpayCheckout;
  }
}

let loading: Promise<RazorpayCheckout> | null = null;

/** Adds Razorpay's checkout script the first time a student pays, once; after a failed load the next call tries again. */
export function loadRazorpay(): Promise<RazorpayCheckout> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayCheckout>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay is missing')));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay checkout did not load'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
