/**
 * Toasts for code that is part of the first screen (header, cart button, sign-in prompt): the toast
 * library loads on the first toast instead of with the page (decision 013: initial JavaScript). Screens
 * that load later may import react-hot-toast directly; it is the same module and the same queue.
 */
const library = () => import('react-hot-toast');

export const notify = {
  success(message: string): void {
    void library().then(({ default: toast }) => toast.success(message));
  },
  error(message: string): void {
    void library().then(({ default: toast }) => toast.error(message));
  },
};
