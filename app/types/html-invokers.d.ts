import "react";

// Invoker commands open and close a <dialog> without JavaScript; React passes them through as attributes.
declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}
