import "react";

// Invoker commands open and close a <dialog> without JavaScript; React passes them through as attributes.
declare module "react" {
  // Merged declarations must repeat React's type parameter, even unused.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}
