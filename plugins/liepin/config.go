package liepin

import "os"

// Config is the plugin's part of the server's configuration, from the environment:
//
//	HUNTLINE_LIEPIN_URL            the provider's API (client.go); unset: the in-process
//	                               Simulator, mounted at /sim/liepin, so development, the
//	                               demo and tests work offline
//	HUNTLINE_LIEPIN_CLIENT_ID      Huntline's OAuth client at the provider
//	HUNTLINE_LIEPIN_CLIENT_SECRET  its secret
type Config struct {
	Provider  Provider
	Simulator *Simulator // the simulator Provider reaches, nil with a real provider
}

// FromEnv reads the configuration.
func FromEnv() Config {
	base := os.Getenv("HUNTLINE_LIEPIN_URL")
	if base == "" {
		return Simulated()
	}
	return Config{Provider: NewClient(base, os.Getenv("HUNTLINE_LIEPIN_CLIENT_ID"), os.Getenv("HUNTLINE_LIEPIN_CLIENT_SECRET"))}
}

// Simulated answers a configuration with a fresh simulator as the provider.
func Simulated() Config {
	sim := NewSimulator()
	return Config{Provider: sim.Client(), Simulator: sim}
}
