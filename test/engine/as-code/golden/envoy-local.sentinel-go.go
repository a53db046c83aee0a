// Sentinel-Go rules from Flowlab (github.com/alibaba/sentinel-golang v1.0.4).
package main

import (
	"log"

	sentinel "github.com/alibaba/sentinel-golang/api"
)

func main() {
	if err := sentinel.InitDefault(); err != nil {
		log.Fatal(err)
	}
	// the scenario has no flow or degrade rules
}
