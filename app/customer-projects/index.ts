export {
  briefSchema,
  customerMessageSchema,
  serviceOptions,
  stepLabel,
  stepValues,
} from "./brief-schema";
export { MAX_COMMENT_LENGTH } from "./feedback-schema";
