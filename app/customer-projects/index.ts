export {
  briefSchema,
  customerMessageSchema,
  serviceOptions,
  stepLabel,
  stepValues,
} from "./brief-schema";
