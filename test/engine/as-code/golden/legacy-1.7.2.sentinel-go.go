// Sentinel-Go rules from Flowlab (github.com/alibaba/sentinel-golang v1.0.4).
package main

import (
	"log"

	sentinel "github.com/alibaba/sentinel-golang/api"
	"github.com/alibaba/sentinel-golang/core/flow"
)

func main() {
	if err := sentinel.InitDefault(); err != nil {
		log.Fatal(err)
	}
	if _, err := flow.LoadRules([]*flow.Rule{
		{
			Resource:               "queue",
			TokenCalculateStrategy: flow.Direct,
			ControlBehavior:        flow.Throttling,
			Threshold:              10,
			MaxQueueingTimeMs:      500,
			StatIntervalInMs:       1000,
		},
	}); err != nil {
		log.Fatal(err)
	}
	// Sentinel 1.7 degrade rules have no Sentinel-Go equivalent
}
