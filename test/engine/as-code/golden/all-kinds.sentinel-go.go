// Sentinel-Go rules from Flowlab (github.com/alibaba/sentinel-golang v1.0.4).
package main

import (
	"log"

	sentinel "github.com/alibaba/sentinel-golang/api"
	"github.com/alibaba/sentinel-golang/core/circuitbreaker"
	"github.com/alibaba/sentinel-golang/core/flow"
)

func main() {
	if err := sentinel.InitDefault(); err != nil {
		log.Fatal(err)
	}
	if _, err := flow.LoadRules([]*flow.Rule{
		{
			Resource:               "GET:/api/orders",
			TokenCalculateStrategy: flow.Direct,
			ControlBehavior:        flow.Reject,
			Threshold:              100,
			StatIntervalInMs:       1000,
		},
		{
			Resource:               "pay \"v2\"\\n",
			TokenCalculateStrategy: flow.Direct,
			ControlBehavior:        flow.Throttling,
			Threshold:              12.5,
			MaxQueueingTimeMs:      800,
			StatIntervalInMs:       1000,
		},
		{
			Resource:               "warm",
			TokenCalculateStrategy: flow.WarmUp,
			ControlBehavior:        flow.Throttling,
			Threshold:              20,
			MaxQueueingTimeMs:      300,
			WarmUpPeriodSec:        5,
			WarmUpColdFactor:       4,
			StatIntervalInMs:       1000,
		},
		// rule 3: grade THREAD: use Sentinel-Go isolation rules for concurrency
		{
			Resource:               "orders-db",
			TokenCalculateStrategy: flow.Direct,
			ControlBehavior:        flow.Reject,
			Threshold:              50,
			RelationStrategy:       flow.AssociatedResource,
			RefResource:            "orders-write",
			StatIntervalInMs:       1000,
		},
		// rule 5: strategy CHAIN has no Sentinel-Go equivalent
		// rule 6: cluster mode has no Sentinel-Go equivalent
		// rule 7: regex resources have no Sentinel-Go equivalent
	}); err != nil {
		log.Fatal(err)
	}
	if _, err := circuitbreaker.LoadRules([]*circuitbreaker.Rule{
		{
			Resource:                     "GET:/api/orders",
			Strategy:                     circuitbreaker.SlowRequestRatio,
			RetryTimeoutMs:               10000,
			MinRequestAmount:             10,
			StatIntervalMs:               2000,
			StatSlidingWindowBucketCount: 1,
			MaxAllowedRtMs:               200,
			Threshold:                    0.5,
		},
		{
			Resource:                     "payment",
			Strategy:                     circuitbreaker.ErrorRatio,
			RetryTimeoutMs:               5000,
			MinRequestAmount:             5,
			StatIntervalMs:               1000,
			StatSlidingWindowBucketCount: 1,
			Threshold:                    0.25,
		},
		{
			Resource:                     "payment",
			Strategy:                     circuitbreaker.ErrorCount,
			RetryTimeoutMs:               60000,
			MinRequestAmount:             5,
			StatIntervalMs:               1000,
			StatSlidingWindowBucketCount: 1,
			Threshold:                    30,
		},
	}); err != nil {
		log.Fatal(err)
	}
	// 3 authority / system / hot-parameter rule(s) are not translated
}
