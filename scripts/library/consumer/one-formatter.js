// Budget entry: one formatter (≤ 1 KB gzip once bundled).
import { formatMoney } from "@travesia/core";

document.body.textContent = formatMoney({ minor: 123456, currency: "USD" }, "es", "US$");
