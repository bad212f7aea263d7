namespace SerBench.Labs.Echo;

/// <summary>Whether the declared link, not the serializers, limited an echo run.</summary>
internal static class EchoLinkVerdict
{
    /// <summary>
    /// "The link was the bottleneck …" naming each window whose message bytes/s reached 80 % of the declared link,
    /// or a sentence saying no window did; null without a declared link.
    /// </summary>
    public static string? For(EchoSection section)
    {
        if (section.Network?.LinkMbps is not { } mbps)
        {
            return null;
        }

        var shares = section.Rows.Select(r => (Row: r, Share: NetworkProbe.LinkShare(section.Network, r.BytesPerSecond))).ToList();
        var link = mbps.ToString("0.###", System.Globalization.CultureInfo.InvariantCulture);
        var over = shares.Where(x => x.Share > 1.1).Select(x => $"{x.Row.Serializer} × {x.Row.Payload} ({x.Share:P0})").ToList();
        if (over.Count > 0)
        {
            return $"Some windows carried more than the declared {link} Mbit/s each way — {string.Join(", ", over)} — so the traffic did not cross a link of that size: check --link-mbps and the route.";
        }

        var bound = shares
            .Where(x => x.Share >= NetworkPathRecord.LinkBoundShare)
            .Select(x => $"{x.Row.Serializer} × {x.Row.Payload} ({x.Share:P0})")
            .ToList();
        return bound.Count == 0
            ? $"No window reached {NetworkPathRecord.LinkBoundShare:P0} of the declared {link} Mbit/s link: the link was not the bottleneck."
            : $"The link was the bottleneck (message bytes/s at {NetworkPathRecord.LinkBoundShare:P0} or more of the declared {link} Mbit/s each way) for: {string.Join(", ", bound)}.";
    }
}
