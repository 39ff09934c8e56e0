export { briefSchema, customerMessageSchema } from "./brief-schema";
export { MAX_COMMENT_LENGTH, serviceOptions, stepLabel, stepValues } from "./form-options";
