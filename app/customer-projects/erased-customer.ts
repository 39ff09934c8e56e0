/**
 * Erasure keeps an approved project for the accounts but empties the customer's address
 * (decision 321): nothing may be mailed about it, so nothing that would mail them is offered
 * or done.
 */
export const customerErased = (project: { email: string }) => project.email.trim() === "";
