namespace MyLab.Model;

/// <summary>One line of an order.</summary>
public sealed class OrderLine
{
    public string Sku { get; set; } = "";

    public int Quantity { get; set; }

    public decimal UnitPrice { get; set; }

    /// <summary>Free-form labels; often empty.</summary>
    public List<string> Tags { get; set; } = [];
}
