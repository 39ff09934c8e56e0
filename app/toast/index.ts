export type { Toast, ToastInput } from "./toast-schema";
export { notify, ShowToast, Toaster } from "./ui/toaster";
