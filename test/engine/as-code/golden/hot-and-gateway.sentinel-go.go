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
	// 2 authority / system / hot-parameter rule(s) are not translated
	// the scenario has no flow or degrade rules
}
