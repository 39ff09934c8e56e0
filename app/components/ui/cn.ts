import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind classes (tailwind-merge
 * would cost every page 8.5 kB gzip): to change what a component's variant sets, pick
 * another variant or mark the caller's class important (`size-8!`).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
