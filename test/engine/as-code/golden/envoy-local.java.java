// Sentinel rules from Flowlab. Needs com.alibaba.csp:sentinel-core:1.8.9.

public final class SentinelRules {

    private SentinelRules() {
    }

    /** Loads every rule; call once at start-up, before the first SphU.entry. */
    public static void load() {
        // the scenario has no Sentinel rules
    }
}
