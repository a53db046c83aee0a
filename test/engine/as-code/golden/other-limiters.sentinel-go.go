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
			Resource:               "demo",
			TokenCalculateStrategy: flow.Direct,
			ControlBehavior:        flow.Reject,
			Threshold:              5,
			StatIntervalInMs:       1000,
		},
	}); err != nil {
		log.Fatal(err)
	}
}
