// The build-time variables the site reads (see .env.example). All optional: with no EmailJS ids
// the site sends bookings to the local endpoint of `npm start` / `npm run dev`.
interface ImportMetaEnv {
  readonly VITE_EMAILJS_PUBLIC_KEY?: string;
  readonly VITE_EMAILJS_SERVICE_ID?: string;
  readonly VITE_EMAILJS_TEMPLATE_ID?: string;
  readonly VITE_EMAILJS_ORIGIN?: string;
}
