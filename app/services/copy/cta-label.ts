/** The one wording of the call to action that ends every service page. */
export const ctaLabel = "Send oss en forespørsel";
